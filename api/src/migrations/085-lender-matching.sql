-- Lender matching (issue 54; api/README.md, extensions): what a deal asks of a capital provider beyond the spec's
-- project fields, each optional (null: not set), matched against the provider's criteria when set.
-- total_cost and gdv: money in the project's currency, against max_ltc and max_ltgdv (capital_required over them);
-- term: months, against min_term and max_term (years); is_sharia: the deal must be Sharia-compliant (is_sharia);
-- location: an investing_geography_types id, against the provider's investing_geographies (scores, never excludes).
ALTER TABLE project
  ADD COLUMN total_cost numeric(16, 2) CHECK (total_cost >= 0),
  ADD COLUMN gdv numeric(16, 2) CHECK (gdv >= 0),
  ADD COLUMN term integer CHECK (term BETWEEN 1 AND 600),
  ADD COLUMN is_sharia boolean,
  ADD COLUMN location integer,
  ADD COLUMN location_kind text GENERATED ALWAYS AS ('investing_geography_types') STORED,
  ADD CONSTRAINT project_location FOREIGN KEY (location_kind, location) REFERENCES lookup (kind, id);

-- The soft criteria read "which providers list one of these lookups" (the deal's geographies, investment classes,
-- subcategories) as one index range each, instead of a probe per provider (lender-match/repository.ts).
CREATE INDEX capital_provider_lookup_by_lookup ON capital_provider_lookup (kind, lookup_id, capital_provider_id);
