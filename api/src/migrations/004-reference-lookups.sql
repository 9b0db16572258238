-- Reference lookup lists (product data, not demo data: present with SEED_DEMO=0 too).
-- Enumerations keep the spec's numbers: profile types Admin=1..Guest=4, provider relations Contacted=1..Rejected=5,
-- project statuses Analysing=1..Closed=6, transaction types Debt=1, Equity=2, task states To Do=1..Approved=3.

INSERT INTO lookup (kind, id, name, position) VALUES
  ('title', 1, 'Mr', 1),
  ('title', 2, 'Mrs', 2),
  ('title', 3, 'Ms', 3),
  ('title', 4, 'Miss', 4),
  ('title', 5, 'Dr', 5),
  ('title', 6, 'Prof', 6),
  ('title', 7, 'Sir', 7),
  ('title', 8, 'Dame', 8),
  ('title', 9, 'Lord', 9),
  ('title', 10, 'Lady', 10);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('legal_status', 1, 'Private Individual', 1),
  ('legal_status', 2, 'Sole Trader', 2),
  ('legal_status', 3, 'Partnership', 3),
  ('legal_status', 4, 'Limited Liability Partnership', 4),
  ('legal_status', 5, 'Private Limited Company', 5),
  ('legal_status', 6, 'Public Limited Company', 6),
  ('legal_status', 7, 'Trust', 7),
  ('legal_status', 8, 'Charity', 8),
  ('legal_status', 9, 'Fund', 9),
  ('legal_status', 10, 'Overseas Company', 10);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('client_classes', 1, 'Retail Client', 1),
  ('client_classes', 2, 'Professional Client', 2),
  ('client_classes', 3, 'Eligible Counterparty', 3),
  ('client_classes', 4, 'High Net Worth Individual', 4),
  ('client_classes', 5, 'Sophisticated Investor', 5);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('use_class_types', 1, 'B2 General Industrial', 1),
  ('use_class_types', 2, 'B8 Storage or Distribution', 2),
  ('use_class_types', 3, 'C1 Hotels', 3),
  ('use_class_types', 4, 'C2 Residential Institutions', 4),
  ('use_class_types', 5, 'C2A Secure Residential Institutions', 5),
  ('use_class_types', 6, 'C3 Dwellinghouses', 6),
  ('use_class_types', 7, 'C4 Houses in Multiple Occupation', 7),
  ('use_class_types', 8, 'E Commercial, Business and Service', 8),
  ('use_class_types', 9, 'F1 Learning and Non-residential Institutions', 9),
  ('use_class_types', 10, 'F2 Local Community', 10),
  ('use_class_types', 11, 'Sui Generis', 11);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('location_types', 1, 'London', 1),
  ('location_types', 2, 'South East', 2),
  ('location_types', 3, 'South West', 3),
  ('location_types', 4, 'East of England', 4),
  ('location_types', 5, 'East Midlands', 5),
  ('location_types', 6, 'West Midlands', 6),
  ('location_types', 7, 'North West', 7),
  ('location_types', 8, 'North East', 8),
  ('location_types', 9, 'Yorkshire and the Humber', 9),
  ('location_types', 10, 'Scotland', 10),
  ('location_types', 11, 'Wales', 11),
  ('location_types', 12, 'Northern Ireland', 12);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('investment_class_types', 1, 'Residential', 1),
  ('investment_class_types', 2, 'Commercial', 2),
  ('investment_class_types', 3, 'Mixed Use', 3),
  ('investment_class_types', 4, 'Industrial & Logistics', 4),
  ('investment_class_types', 5, 'Hotels & Leisure', 5),
  ('investment_class_types', 6, 'Student Accommodation', 6),
  ('investment_class_types', 7, 'Build to Rent', 7),
  ('investment_class_types', 8, 'Senior Living', 8),
  ('investment_class_types', 9, 'Land', 9),
  ('investment_class_types', 10, 'Healthcare', 10);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('investing_geography_types', 1, 'UK Wide', 1),
  ('investing_geography_types', 2, 'London', 2),
  ('investing_geography_types', 3, 'South East', 3),
  ('investing_geography_types', 4, 'Regional UK', 4),
  ('investing_geography_types', 5, 'Scotland', 5),
  ('investing_geography_types', 6, 'Ireland', 6),
  ('investing_geography_types', 7, 'Europe', 7);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('profile_types', 1, 'Admin', 1),
  ('profile_types', 2, 'User', 2),
  ('profile_types', 3, 'Client', 3),
  ('profile_types', 4, 'Guest', 4);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('provider_relation_types', 1, 'Contacted', 1),
  ('provider_relation_types', 2, 'Interested', 2),
  ('provider_relation_types', 3, 'Negotiating', 3),
  ('provider_relation_types', 4, 'Terms Agreed', 4),
  ('provider_relation_types', 5, 'Rejected', 5);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('project_types', 1, 'Land Bridge', 1),
  ('project_types', 2, 'Repositioning', 2),
  ('project_types', 3, 'Development', 3),
  ('project_types', 4, 'Investment', 4);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('project_status_types', 1, 'Analysing', 1),
  ('project_status_types', 2, 'Mandated', 2),
  ('project_status_types', 3, 'Capital Provider Outreach', 3),
  ('project_status_types', 4, 'Closing Process', 4),
  ('project_status_types', 5, 'Awaiting Payment', 5),
  ('project_status_types', 6, 'Closed', 6);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('asset_types', 1, 'Office', 1),
  ('asset_types', 2, 'Retail', 2),
  ('asset_types', 3, 'Industrial', 3),
  ('asset_types', 4, 'Storage', 4),
  ('asset_types', 5, 'Hotel Hostel', 5),
  ('asset_types', 6, 'Residential', 6),
  ('asset_types', 7, 'Senior Living', 7),
  ('asset_types', 8, 'Hospital', 8),
  ('asset_types', 9, 'Gaming', 9),
  ('asset_types', 10, 'Car Park', 10);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('transaction_types', 1, 'Debt', 1),
  ('transaction_types', 2, 'Equity', 2);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('transaction_sub_types', 1, 'Senior Debt', 1),
  ('transaction_sub_types', 2, 'Stretch Senior', 2),
  ('transaction_sub_types', 3, 'Mezzanine', 3),
  ('transaction_sub_types', 4, 'Bridging', 4),
  ('transaction_sub_types', 5, 'Development Finance', 5),
  ('transaction_sub_types', 6, 'Refinance', 6),
  ('transaction_sub_types', 7, 'JV Equity', 7),
  ('transaction_sub_types', 8, 'Preferred Equity', 8),
  ('transaction_sub_types', 9, 'Forward Funding', 9);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('task_states', 1, 'To Do', 1),
  ('task_states', 2, 'Submitted', 2),
  ('task_states', 3, 'Approved', 3);

INSERT INTO lookup (kind, id, name, position) VALUES
  ('default_columns', 1, 'Analysing', 1),
  ('default_columns', 2, 'Mandated', 2),
  ('default_columns', 3, 'Capital Provider Outreach', 3),
  ('default_columns', 4, 'Closing Process', 4),
  ('default_columns', 5, 'Completion', 5);

INSERT INTO lookup (kind, id, name, position, is_cp) VALUES
  ('categories', 1, 'Lender', 1, true),
  ('categories', 2, 'Investor', 2, true),
  ('categories', 3, 'Broker', 3, false),
  ('categories', 4, 'Developer', 4, false),
  ('categories', 5, 'Client', 5, false),
  ('categories', 6, 'Solicitor', 6, false),
  ('categories', 7, 'Valuer', 7, false),
  ('categories', 8, 'Surveyor', 8, false),
  ('categories', 9, 'Accountant', 9, false),
  ('categories', 10, 'Agent', 10, false),
  ('categories', 11, 'Other', 11, false);

INSERT INTO lookup (kind, id, name, position, category_id) VALUES
  ('subcategories', 1, 'High Street Bank', 1, 1),
  ('subcategories', 2, 'Challenger Bank', 2, 1),
  ('subcategories', 3, 'Debt Fund', 3, 1),
  ('subcategories', 4, 'Building Society', 4, 1),
  ('subcategories', 5, 'Insurance Company', 5, 1),
  ('subcategories', 6, 'Private Lender', 6, 1),
  ('subcategories', 7, 'Family Office', 7, 2),
  ('subcategories', 8, 'Private Equity', 8, 2),
  ('subcategories', 9, 'Pension Fund', 9, 2),
  ('subcategories', 10, 'Sovereign Wealth Fund', 10, 2),
  ('subcategories', 11, 'REIT', 11, 2),
  ('subcategories', 12, 'High Net Worth Individual', 12, 2),
  ('subcategories', 13, 'Mortgage Broker', 13, 3),
  ('subcategories', 14, 'Debt Advisor', 14, 3),
  ('subcategories', 15, 'Residential Developer', 15, 4),
  ('subcategories', 16, 'Commercial Developer', 16, 4),
  ('subcategories', 17, 'Housebuilder', 17, 4),
  ('subcategories', 18, 'Banking Solicitor', 18, 6),
  ('subcategories', 19, 'Real Estate Solicitor', 19, 6),
  ('subcategories', 20, 'RICS Valuer', 20, 7),
  ('subcategories', 21, 'Investment Agent', 21, 10),
  ('subcategories', 22, 'Letting Agent', 22, 10);

INSERT INTO lookup (kind, id, name, position, is_debt, is_equity) VALUES
  ('cp_subcategories', 1, 'Senior Debt', 1, true, false),
  ('cp_subcategories', 2, 'Stretch Senior', 2, true, false),
  ('cp_subcategories', 3, 'Mezzanine', 3, true, false),
  ('cp_subcategories', 4, 'Bridging', 4, true, false),
  ('cp_subcategories', 5, 'Development Finance', 5, true, false),
  ('cp_subcategories', 6, 'Term Loan', 6, true, false),
  ('cp_subcategories', 7, 'JV Equity', 7, false, true),
  ('cp_subcategories', 8, 'Preferred Equity', 8, false, true),
  ('cp_subcategories', 9, 'Common Equity', 9, false, true),
  ('cp_subcategories', 10, 'Forward Funding', 10, false, true);
