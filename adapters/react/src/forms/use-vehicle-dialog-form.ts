import {
  requestPhotosFormSetup,
  similarCarFormSetup,
  type EnquiryFormApi,
  type VehicleDialogContext
} from "@dealer/core/forms"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { useEnquiryForm, type EnquiryFormServices } from "./use-enquiry-form.ts"

/**
 * The Request Photos dialog's form: the enquiry form about this car, subcategory Request Photos.
 *
 * @example
 * const form = useRequestPhotosForm({ carName, vehicle, page, stored, dealershipCount }, { submitLead })
 */
export function useRequestPhotosForm(context: VehicleDialogContext, services: EnquiryFormServices): EnquiryFormApi {
  return useEnquiryForm(requestPhotosFormSetup(context, useTenant().texts), services)
}

/**
 * The Find Me Something Similar form a sold car offers: the enquiry form with that subcategory.
 *
 * @example
 * const form = useSimilarCarForm({ carName, vehicle, page, stored, dealershipCount }, { submitLead })
 */
export function useSimilarCarForm(context: VehicleDialogContext, services: EnquiryFormServices): EnquiryFormApi {
  return useEnquiryForm(similarCarFormSetup(context, useTenant().texts), services)
}
