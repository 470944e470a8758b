-- Guards of the coin ledger that drizzle's schema cannot express. The service keeps these rules
-- already; the database refuses to let any code path (or a hand-typed SQL session) break them.

-- 1. Transfers and entries are append-only: a mistake is fixed by a reversing transfer.
CREATE FUNCTION ledger_reject_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'raise_exception', HINT = 'Fix a mistake with a reversing transfer.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint

-- 2. Every transfer commits with exactly its two legs: -amount on the debit account and +amount
--    on the credit account. Checked at commit (deferred), once the whole transfer is written.
CREATE FUNCTION ledger_check_transfer_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tid uuid;
  t record;
  legs integer;
  matching integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transfers' THEN
    tid := NEW.id;
  ELSE
    tid := NEW.transfer_id;
  END IF;
  SELECT amount, debit_account_id, credit_account_id INTO t FROM ledger_transfers WHERE id = tid;
  SELECT count(*),
         count(*) FILTER (WHERE (account_id = t.debit_account_id AND amount = -t.amount)
                             OR (account_id = t.credit_account_id AND amount = t.amount))
    INTO legs, matching
    FROM ledger_entries WHERE transfer_id = tid;
  IF legs <> 2 OR matching <> 2 THEN
    RAISE EXCEPTION 'ledger transfer % is not balanced', tid USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced
  AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer_balanced();
--> statement-breakpoint

-- 3. A hold moves once, from pending to posted or voided, and its terms never change.
CREATE FUNCTION ledger_guard_hold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger holds are never deleted' USING ERRCODE = 'raise_exception';
  END IF;
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'hold % is already %', OLD.id, OLD.status USING ERRCODE = 'raise_exception';
  END IF;
  IF NEW.id <> OLD.id OR NEW.account_id <> OLD.account_id OR NEW.amount <> OLD.amount
    OR NEW.idempotency_key <> OLD.idempotency_key OR NEW.request_hash <> OLD.request_hash
    OR NEW.kind <> OLD.kind
    OR NEW.reference_type IS DISTINCT FROM OLD.reference_type
    OR NEW.reference_id IS DISTINCT FROM OLD.reference_id THEN
    RAISE EXCEPTION 'the terms of hold % cannot change', OLD.id USING ERRCODE = 'raise_exception';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_holds_guard
  BEFORE UPDATE OR DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_hold();
--> statement-breakpoint

-- 4. The system accounts: every transfer has one of them on its other side.
INSERT INTO ledger_accounts (kind, code) VALUES
  ('system', 'system:purchases'),
  ('system', 'system:promotions'),
  ('system', 'system:referrals'),
  ('system', 'system:spending'),
  ('system', 'system:refunds'),
  ('system', 'system:adjustments')
ON CONFLICT DO NOTHING;
