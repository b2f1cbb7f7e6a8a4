-- A product may point only at files its owner uploaded: a download link is signed for every buyer, so a link
-- to another account's private file handed that file out. Links to our own storage whose file is not the
-- product owner's are dropped; links to other sites are kept.
UPDATE "products" AS p SET "download_links" = coalesce((
  SELECT jsonb_agg(e.link ORDER BY e.ord)
  FROM jsonb_array_elements(p."download_links") WITH ORDINALITY AS e(link, ord)
  WHERE e.link->>'url' !~ '^/files/product-(images|files)/'
    OR EXISTS (SELECT 1 FROM "stored_files" f
      WHERE f."owner_id" = p."user_id" AND '/files/' || f."bucket" || '/' || f."key" = e.link->>'url')
), '[]'::jsonb)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements(p."download_links") AS e(link)
  WHERE e.link->>'url' ~ '^/files/product-(images|files)/'
    AND NOT EXISTS (SELECT 1 FROM "stored_files" f
      WHERE f."owner_id" = p."user_id" AND '/files/' || f."bucket" || '/' || f."key" = e.link->>'url'));
--> statement-breakpoint
UPDATE "products" AS p SET "image_links" = coalesce((
  SELECT jsonb_agg(e.link ORDER BY e.ord)
  FROM jsonb_array_elements(p."image_links") WITH ORDINALITY AS e(link, ord)
  WHERE e.link #>> '{}' !~ '^/files/product-(images|files)/'
    OR EXISTS (SELECT 1 FROM "stored_files" f
      WHERE f."owner_id" = p."user_id" AND '/files/' || f."bucket" || '/' || f."key" = e.link #>> '{}')
), '[]'::jsonb)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements(p."image_links") AS e(link)
  WHERE e.link #>> '{}' ~ '^/files/product-(images|files)/'
    AND NOT EXISTS (SELECT 1 FROM "stored_files" f
      WHERE f."owner_id" = p."user_id" AND '/files/' || f."bucket" || '/' || f."key" = e.link #>> '{}'));
