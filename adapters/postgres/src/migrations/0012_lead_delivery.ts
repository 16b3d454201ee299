import type { Migration } from "./migration.ts"

/**
 * Delivery of the outbox: a stable message id per entry (the e-mail's Message-ID, the webhook's
 * idempotency key), its state (pending, sent, failed = will retry, dead), when it is due next, its
 * last error, the channels a partly failed try reached already, and when it was sent. Entries delivered before become `sent`; rows a process of the
 * previous release inserts still get a message id and are due at once.
 */
export const leadDelivery: Migration = {
  version: 12,
  name: "lead_delivery",
  sql: `
    ALTER TABLE outbox RENAME COLUMN delivered_at TO sent_at;
    ALTER TABLE outbox
      ADD COLUMN message_id uuid NOT NULL DEFAULT gen_random_uuid(),
      ADD COLUMN state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'dead')),
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN last_error text,
      ADD COLUMN channels_sent text[] NOT NULL DEFAULT '{}';
    UPDATE outbox SET state = 'sent' WHERE sent_at IS NOT NULL;
    UPDATE outbox SET next_attempt_at = coalesce(claimed_until, created_at);
    -- A process of the previous release (a rolling deploy) inserts without the new columns.
    ALTER TABLE outbox ALTER COLUMN next_attempt_at SET NOT NULL, ALTER COLUMN next_attempt_at SET DEFAULT now();
    CREATE UNIQUE INDEX outbox_by_message_id ON outbox (message_id);
    DROP INDEX outbox_waiting;
    CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE state IN ('pending', 'failed');
    CREATE INDEX outbox_by_lead ON outbox (tenant_slug, ((payload->>'leadId')::bigint)) WHERE kind = 'adf';
  `
}
