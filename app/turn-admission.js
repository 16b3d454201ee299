/**
 * One costly request admitted per turn of the event loop. Node (libuv since 1.45) accepts one new
 * connection per turn; when a turn reads fifty waiting requests and renders them all, it lasts half
 * a second, and shoppers opening a connection wait turns on end (ten seconds under load). Held
 * here, requests start one per turn, so every turn stays about one render long and new
 * connections are taken at once. Requests are started first come, first served.
 */

/**
 * @returns {{ admit: () => Promise<void>, readonly waiting: number }}
 *   `admit` resolves in a later turn, one waiter per turn, in arrival order.
 */
export function createTurnAdmission() {
  /** @type {Array<() => void>} */
  const queue = []
  let scheduled = false

  const startNext = () => {
    scheduled = false
    queue.shift()?.()
    if (queue.length > 0) schedule()
  }
  const schedule = () => {
    scheduled = true
    setImmediate(startNext)
  }

  return {
    admit: () =>
      new Promise((resolve) => {
        queue.push(resolve)
        if (!scheduled) schedule()
      }),
    get waiting() {
      return queue.length
    }
  }
}

/**
 * Express middleware that admits each request through `admission` before passing it on. A request
 * whose client has gone while it waited is dropped: nobody would read its answer, and a client
 * that retries a POST sends the same Idempotency-Key.
 *
 * @param {{ admit: () => Promise<void> }} admission
 * @returns {(request: { socket: { destroyed: boolean } }, response: unknown, next: (error?: unknown) => void) => void}
 */
export function turnAdmissionMiddleware(admission) {
  return (request, _response, next) => {
    admission.admit().then(() => {
      if (!request.socket.destroyed) next()
    }, next)
  }
}
