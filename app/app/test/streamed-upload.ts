import { request, type IncomingHttpHeaders } from "node:http"

export interface StreamedUploadOptions {
  readonly port: number
  readonly path: string
  readonly headers?: Readonly<Record<string, string>>
  /** Written again and again as the body, sent chunked. */
  readonly chunk: Buffer
  /** The body's size: the body ends here if no answer came first. */
  readonly size: number
  /**
   * Awaited before each write with the bytes sent so far: paces the upload, or pauses it; `false`
   * ends the body there.
   */
  readonly beforeWrite?: (sent: number) => Promise<boolean | void>
  /** Keeps sending after the answer (as a client that does not read while it sends), until the server closes. */
  readonly keepSending?: boolean
}

export interface UploadAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
  /** How many body bytes the client had written when the answer's head arrived. */
  readonly sentBeforeAnswer: number
}

export interface StreamedUpload {
  /** The server's answer; rejects with the socket's error when the connection fails before one. */
  readonly answer: Promise<UploadAnswer>
  /** Resolves when the connection is closed, by either side. */
  readonly closed: Promise<void>
  /** Body bytes written so far. */
  readonly sent: () => number
  /** Whether an answer's head has arrived. */
  readonly answered: () => boolean
}

/**
 * A POST whose body is written chunk by chunk over its own connection, recording how much had
 * been sent when the answer came: a client that uploads while the server may refuse it.
 *
 * @example
 * const upload = streamUpload({ port, path: "/sign-in", chunk: Buffer.alloc(16_384, "a"), size: 40 * 1024 * 1024 })
 * const { status, sentBeforeAnswer } = await upload.answer
 */
export function streamUpload(options: StreamedUploadOptions): StreamedUpload {
  let sent = 0
  let answered = false
  let stopped = false
  const outgoing = request({
    host: "127.0.0.1",
    port: options.port,
    path: options.path,
    method: "POST",
    headers: { ...options.headers, "transfer-encoding": "chunked" },
    agent: false
  })
  const closed = new Promise<void>((resolve) => outgoing.once("close", () => resolve()))
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    outgoing.once("response", (incoming) => {
      answered = true
      const sentBeforeAnswer = sent
      const chunks: Buffer[] = []
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
      incoming.once("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks), sentBeforeAnswer }))
      incoming.once("error", reject)
    })
    outgoing.on("error", (error) => {
      stopped = true
      if (!answered) reject(error)
    })
  })
  // The answer may end the connection while the body is still being written.
  answer.catch(() => {})

  const writeAll = async () => {
    while (!stopped && (!answered || options.keepSending)) {
      if (sent >= options.size) {
        outgoing.end()
        return
      }
      const goOn = await options.beforeWrite?.(sent)
      if (stopped || (answered && !options.keepSending)) break
      if (goOn === false) {
        outgoing.end()
        return
      }
      sent += options.chunk.byteLength
      const written = new Promise<void>((resolve) => outgoing.write(options.chunk, () => resolve()))
      await Promise.race([written, closed])
    }
    // Done with the upload once the answer has been read whole.
    await answer.catch(() => {})
    outgoing.destroy()
  }
  // After the caller holds the upload, which its `beforeWrite` may ask.
  queueMicrotask(() => void writeAll())
  void closed.then(() => (stopped = true))
  return { answer, closed, sent: () => sent, answered: () => answered }
}
