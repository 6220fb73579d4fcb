-- Client lists sorted the way people read names (issue #10): accents and case do not decide
-- the order ('Élodie' before 'Léa' before 'Luna'), on PGlite and PostgreSQL alike. ICU
-- collations cannot be relied on (PGlite has no ICU; a server may lack a locale), so the
-- order is a sort key compared byte by byte (COLLATE "C", present everywhere): the name in
-- Unicode NFKD with combining marks dropped, the Latin letters that do not decompose spelled
-- out, lower-cased. A generated column keeps it in step with every write, backfills existing
-- rows, and is indexed for the list's default order.
CREATE FUNCTION app_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(
    replace(replace(replace(replace(replace(replace(replace(
      translate(
        regexp_replace(normalize(value, NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
        'ØøŁłĐđÐðıĦħŦŧ',
        'OoLlDdDdiHhTt'),
      'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'ß', 'ss'), 'Þ', 'TH'), 'þ', 'th'));
--> statement-breakpoint
ALTER TABLE clients
  ADD COLUMN sort_name text COLLATE "C" GENERATED ALWAYS AS (app_sort_key(name)) STORED;
--> statement-breakpoint
-- The list's default order, for the whole tenant (owner, admin) and for one location; the name
-- itself breaks ties between keys that fold alike ('Lea', 'Léa').
DROP INDEX clients_tenant_establishment_name_idx;
--> statement-breakpoint
CREATE INDEX clients_tenant_sort_name_idx ON clients (tenant_id, sort_name, (name COLLATE "C"), id);
--> statement-breakpoint
CREATE INDEX clients_tenant_establishment_sort_name_idx
  ON clients (tenant_id, establishment_id, sort_name, (name COLLATE "C"), id);
