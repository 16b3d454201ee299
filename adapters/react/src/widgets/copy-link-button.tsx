import type { CopyLinkApi } from "@dealer/core/share"

/**
 * The copy-link button: 'Copy Link', then 'Copied' for 1.5 s; disabled when the site has no URL.
 * A failure shows as an alert text beside it.
 *
 * @example
 * <CopyLinkButton copyLink={useCopyLink({ path: car.path, carName: car.name })} />
 */
export function CopyLinkButton({
  copyLink,
  className
}: {
  readonly copyLink: CopyLinkApi
  readonly className?: string
}) {
  return (
    <>
      <button
        type="button"
        onClick={copyLink.copy}
        disabled={!copyLink.available}
        aria-busy={copyLink.busy}
        className={className}
      >
        {copyLink.label}
      </button>
      {copyLink.error && <span role="alert">{copyLink.error}</span>}
    </>
  )
}
