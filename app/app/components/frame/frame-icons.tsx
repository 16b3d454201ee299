/** A handset, beside the header's phone number. Decorative: the link names the number. */
export function PhoneIcon() {
  return (
    <svg className="frame-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.2Z"
      />
    </svg>
  )
}

/** Three bars, or a cross while the menu is open. Decorative: the button says Menu. */
export function MenuIcon({ open }: { readonly open: boolean }) {
  return (
    <svg className="frame-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {open ? (
        <path stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
      ) : (
        <path stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  )
}

/** A map pin, beside a footer location's address. */
export function PinIcon() {
  return (
    <svg className="frame-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  )
}
