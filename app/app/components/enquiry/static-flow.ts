const noop = () => {}

/**
 * A flow's view model as the server computed it (`flowViewData`), with commands that do nothing:
 * for a form rendered only for browsers without JavaScript, where the browser posts it as is.
 *
 * @example
 * <EnquiryFormView form={staticFlow<EnquiryFormApi>(form.view)} action={form.action} />
 */
export function staticFlow<A extends object>(view: object): A {
  return new Proxy(view, {
    get: (target, key) => (key in target ? (target as Record<PropertyKey, unknown>)[key] : noop)
  }) as A
}
