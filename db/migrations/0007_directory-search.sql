-- The directory's search (issue 25): `dir_fold` is `fold` of src/shared/transliterate.ts in SQL (the
-- API folds the typed term in JS, the database folds what is stored; tests/api/directory-search.test.ts
-- holds the two equal over the demo content and a table of hard cases). Upper case first, by table
-- (a-z, the Mongolian Cyrillic letters, ö, ü: `upper` would follow the database's locale), then the
-- Cyrillic skeleton, the Latin folds in the same order as the JS, and anything but A-Z and 0-9
-- becomes one space.
CREATE OR REPLACE FUNCTION dir_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
SELECT btrim(regexp_replace(
  replace(replace(replace(replace(replace(replace(replace(
  replace(replace(replace(replace(replace(replace(replace(replace(replace(
    translate(
      replace(replace(replace(replace(replace(
        translate(normalize(t, NFC), 'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмноөпрстуүфхцчшщъыьэюяöü',
          'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯÖÜ'),
      'Ч', 'CH'), 'Ш', 'SH'), 'Щ', 'SH'), 'Ю', 'IO'), 'Я', 'IA'),
      'АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЫЭЪЬ', 'ABVGDEEJZIIKLMNOOPRSTOOFHCIE'),
    'KH', 'H'), 'X', 'H'), 'ZH', 'J'), 'TS', 'C'), 'OE', 'O'), 'UE', 'O'), 'U', 'O'), 'Ö', 'O'), 'Ü', 'O'),
    'YE', 'E'), 'YO', 'IO'), 'YU', 'IO'), 'YA', 'IA'), 'Y', 'I'), 'W', 'V'), 'Q', 'K'),
  '[^A-Z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Mongolian alphabetical order (issue 25 §4), the same on Postgres, Neon and PGlite whatever the
-- database's collation: lower case by table, then each Cyrillic letter replaced by its place in the
-- Mongolian alphabet (А..О Ө П..У Ү Ф..Я as 35 consecutive code points from U+0100) and each Latin
-- letter by its place from U+0200, compared byte by byte (`mn_sort_key(name) COLLATE "C"`,
-- src/api/order.ts): marks and digits first, then Cyrillic, then Latin, as Intl.Collator('mn').
CREATE OR REPLACE FUNCTION mn_sort_key(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
SELECT translate(t, 'АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯABCDEFGHIJKLMNOPQRSTUVWXYZабвгдеёжзийклмноөпрстуүфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyz',
  'ĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘș')
$$;
--> statement-breakpoint
CREATE TABLE "dir_search_words" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "dir_search_words_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
ALTER TABLE "dir_companies" ALTER COLUMN "search_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "dir_companies" drop column "search_key";--> statement-breakpoint
ALTER TABLE "dir_companies" ADD COLUMN "search_key" text GENERATED ALWAYS AS (dir_fold(name_mn || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_consultants" ALTER COLUMN "search_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "dir_consultants" drop column "search_key";--> statement-breakpoint
ALTER TABLE "dir_consultants" ADD COLUMN "search_key" text GENERATED ALWAYS AS (dir_fold(name_mn || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "dir_companies_search_idx" ON "dir_companies" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "dir_consultants_search_idx" ON "dir_consultants" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "dir_categories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (dir_fold(name_mn || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_companies" ADD COLUMN "category_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (dir_fold(name_mn || ' ' || name_en || ' ' || regexp_replace(about_mn || ' ' || about_en, '<[^>]*>', ' ', 'g')) || ' ' || category_words) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_companies" ADD COLUMN "sort_mn" text GENERATED ALWAYS AS (mn_sort_key(name_mn)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_companies" ADD COLUMN "sort_en" text GENERATED ALWAYS AS (mn_sort_key(name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_consultants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (dir_fold(name_mn || ' ' || name_en || ' ' || profession_mn || ' ' || profession_en || ' ' || advice_mn || ' ' || advice_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_consultants" ADD COLUMN "sort_mn" text GENERATED ALWAYS AS (mn_sort_key(name_mn)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_consultants" ADD COLUMN "sort_en" text GENERATED ALWAYS AS (mn_sort_key(name_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "dir_companies_text_idx" ON "dir_companies" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "dir_consultants_text_idx" ON "dir_consultants" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The words a search finds (dir_search_words): every word of 3+ letters, with its one-letter-deleted
-- variants when it has 4+, from the search text of each statement's new rows (one statement's rows
-- at a time: a seed of thousands of rows is one insert).
CREATE OR REPLACE FUNCTION dir_learn_words(texts text[]) RETURNS void LANGUAGE sql AS $$
INSERT INTO dir_search_words (variant, word)
SELECT DISTINCT v.variant, w.word
FROM (SELECT DISTINCT unnest(string_to_array(t, ' ')) AS word FROM unnest(texts) t) w
CROSS JOIN LATERAL (
  SELECT w.word AS variant
  UNION ALL
  SELECT overlay(w.word PLACING '' FROM i FOR 1) FROM generate_series(1, length(w.word)) i WHERE length(w.word) >= 4
) v
-- a category word (Q0101) is matched by code, never typed: a folded term holds no Q
WHERE length(w.word) >= 3 AND w.word NOT LIKE 'Q%'
ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dir_learn_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dir_learn_words(ARRAY(SELECT search_text FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dir_companies_learn_insert AFTER INSERT ON dir_companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_learn_new_rows();--> statement-breakpoint
CREATE TRIGGER dir_companies_learn_update AFTER UPDATE ON dir_companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_learn_new_rows();--> statement-breakpoint
CREATE TRIGGER dir_consultants_learn_insert AFTER INSERT ON dir_consultants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_learn_new_rows();--> statement-breakpoint
CREATE TRIGGER dir_consultants_learn_update AFTER UPDATE ON dir_consultants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_learn_new_rows();--> statement-breakpoint
CREATE TRIGGER dir_categories_learn_insert AFTER INSERT ON dir_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_learn_new_rows();--> statement-breakpoint
CREATE TRIGGER dir_categories_learn_update AFTER UPDATE ON dir_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_learn_new_rows();--> statement-breakpoint
SELECT dir_learn_words(ARRAY(SELECT search_text FROM dir_companies UNION ALL SELECT search_text FROM dir_consultants UNION ALL SELECT search_text FROM dir_categories));
--> statement-breakpoint
-- A company's category codes as search words (dir_companies.category_words, "Q0101 Q0204"), kept
-- by the statement's added or removed links (a category's deletion cascades here too).
CREATE OR REPLACE FUNCTION dir_spell_categories(companies int[]) RETURNS void LANGUAGE sql AS $$
UPDATE dir_companies co SET category_words = coalesce((
  SELECT string_agg('Q' || c.category_code, ' ' ORDER BY c.category_code)
  FROM dir_company_categories cc JOIN dir_categories c ON c.id = cc.category_id
  WHERE cc.company_id = co.id), '')
WHERE co.id = ANY(companies)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dir_spell_changed_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dir_spell_categories(ARRAY(SELECT DISTINCT company_id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dir_company_categories_spell_insert AFTER INSERT ON dir_company_categories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_spell_changed_categories();--> statement-breakpoint
CREATE TRIGGER dir_company_categories_spell_delete AFTER DELETE ON dir_company_categories REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dir_spell_changed_categories();--> statement-breakpoint
SELECT dir_spell_categories(ARRAY(SELECT id FROM dir_companies));
