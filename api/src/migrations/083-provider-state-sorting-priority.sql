-- How far a deal has got with a provider, for the email tracker's company state (`sorting_priority` of
-- `provider_relation_types` in GET utils/types/): Terms Agreed > Negotiating > Interested > Contacted > Rejected. A
-- company's state is its contacts' highest priority, so it is Rejected only when every contact of it is.
ALTER TABLE lookup ADD COLUMN sorting_priority integer;
UPDATE lookup SET sorting_priority = CASE id WHEN 5 THEN 0 ELSE id END WHERE kind = 'provider_relation_types';
ALTER TABLE lookup ADD CONSTRAINT lookup_sorting_priority_kind
  CHECK (sorting_priority IS NULL OR kind = 'provider_relation_types');
