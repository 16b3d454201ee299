import type { NewOnlinePayment, OnlinePayment, OnlinePaymentRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"

interface OnlinePaymentRow {
  readonly id: number
  readonly tenant_slug: string
  readonly user_id: number
  readonly invoice_reference: string
  readonly amount_cents: number | string
  readonly payment_reference: string
  readonly test_mode: boolean
  readonly created_at: Date
}

const COLUMNS = "id, tenant_slug, user_id, invoice_reference, amount_cents, payment_reference, test_mode, created_at"

const rowToPayment = (row: OnlinePaymentRow): OnlinePayment => ({
  id: Number(row.id),
  tenantSlug: row.tenant_slug,
  userId: Number(row.user_id),
  invoiceReference: row.invoice_reference,
  amountCents: Number(row.amount_cents),
  paymentReference: row.payment_reference,
  testMode: row.test_mode,
  createdAt: new Date(row.created_at)
})

/**
 * Core's `OnlinePaymentRepository` over `online_payments`.
 *
 * @example
 * const payment = await createOnlinePaymentRepository(db).record({ tenantSlug: "acme", userId: 4, invoiceReference: "INV-1", amountCents: 24995, ... })
 */
export function createOnlinePaymentRepository(db: Queryable): OnlinePaymentRepository {
  return {
    record: async (payment: NewOnlinePayment) => {
      const [row] = await db.query<OnlinePaymentRow>(
        `INSERT INTO online_payments (tenant_slug, user_id, invoice_reference, amount_cents, payment_reference, test_mode, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [
          payment.tenantSlug,
          payment.userId,
          payment.invoiceReference,
          payment.amountCents,
          payment.paymentReference,
          payment.testMode,
          payment.now
        ]
      )
      if (row === undefined) throw new Error("The online payment was not stored")
      return rowToPayment(row)
    },
    findForUser: async (owner, id) => {
      const [row] = await db.query<OnlinePaymentRow>(
        `SELECT ${COLUMNS} FROM online_payments WHERE tenant_slug = $1 AND user_id = $2 AND id = $3`,
        [owner.tenantSlug, owner.userId, id]
      )
      return row === undefined ? null : rowToPayment(row)
    }
  }
}
