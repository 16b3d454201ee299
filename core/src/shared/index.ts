export { DecodeError, decodeOrThrow, decodeResult } from "./decode.ts"
export { Maybe } from "./maybe.ts"
export { withDefault } from "./with-default.ts"
export { OpenLiteral } from "./open-literal.ts"
