/** @dealer/react: React bindings: a TenantProvider and one hook per flow (useMachine + connect) over core statecharts. */
export {}
