// Name material for deterministic, realistic UK demo data.

export const firstNames = [
  'Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'James', 'William', 'Henry', 'Edward', 'Alexander',
  'Samuel', 'Daniel', 'Benjamin', 'Joseph', 'Matthew', 'Christopher', 'Andrew', 'David', 'Richard', 'Robert',
  'Michael', 'Stephen', 'Paul', 'Mark', 'Simon', 'Nicholas', 'Jonathan', 'Timothy', 'Rupert', 'Hugo', 'Angus',
  'Rory', 'Callum', 'Hamish', 'Rhys', 'Owen', 'Gareth', 'Aled', 'Ciaran', 'Declan', 'Liam', 'Arjun', 'Rohan',
  'Vikram', 'Sanjay', 'Imran', 'Omar', 'Yusuf', 'Tariq', 'Kwame', 'Tobi', 'Marcus', 'Luca', 'Marco', 'Adam',
  'Amelia', 'Olivia', 'Isla', 'Emily', 'Sophie', 'Charlotte', 'Grace', 'Lucy', 'Hannah', 'Eleanor', 'Victoria',
  'Catherine', 'Elizabeth', 'Sarah', 'Rebecca', 'Rachel', 'Laura', 'Emma', 'Jessica', 'Harriet', 'Imogen',
  'Florence', 'Philippa', 'Georgina', 'Alice', 'Zoe', 'Fiona', 'Morag', 'Siobhan', 'Niamh', 'Bethan', 'Cerys',
  'Priya', 'Anjali', 'Aisha', 'Fatima', 'Zara', 'Amara', 'Chloe', 'Megan', 'Natalie', 'Helen', 'Claire',
  'Joanna', 'Kate', 'Louise', 'Anna', 'Nadia', 'Leila', 'Yasmin',
] as const;

export const lastNames = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson',
  'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis',
  'James', 'Phillips', 'Mason', 'Mitchell', 'Rose', 'Davis', 'Rodriguez', 'Cox', 'Alexander', 'Morgan', 'Moore',
  'Hughes', 'Edwards', 'Turner', 'Harris', 'Hill', 'Cooper', 'Ward', 'Morris', 'King', 'Baker', 'Harrison',
  'Bennett', 'Carter', 'Shaw', 'Lloyd', 'Ellis', 'Fletcher', 'Barker', 'Chapman', 'Webb', 'Armstrong', 'Spencer',
  'Fraser', 'Campbell', 'Stewart', 'MacDonald', 'Murray', 'Reid', 'Ross', 'Sinclair', 'Kennedy', "O'Brien",
  'Murphy', 'Kelly', 'Byrne', 'Doyle', 'Gallagher', 'Shah', 'Mehta', 'Sharma', 'Singh', 'Chowdhury', 'Ahmed',
  'Hussain', 'Akhtar', 'Okafor', 'Mensah', 'Adeyemi', 'Chen', 'Wong', 'Nguyen', 'Rossi', 'Bianchi', 'Novak',
  'Kowalski', 'Fitzgerald', 'Beaumont', 'Ashworth', 'Pemberton', 'Whitaker', 'Holloway', 'Radcliffe', 'Sutton',
  'Blackwood', 'Hargreaves', 'Lancaster', 'Thornton', 'Cartwright', 'Aldridge',
] as const;

/** Cities with postcode districts, streets and phone prefixes (Ofcom's drama ranges: never real numbers). */
export const cities = [
  { city: 'London', districts: ['EC2V', 'EC3M', 'EC4M', 'W1J', 'W1K', 'SW1Y', 'WC2N', 'E14'], phone: '+44 20 7946 0',
    streets: ['Berkeley Square', 'Cheapside', 'Moorgate', 'King William Street', 'Fenchurch Street', 'Pall Mall', 'Canada Square', 'Old Broad Street', 'St James\'s Street', 'Gresham Street'] },
  { city: 'Manchester', districts: ['M1', 'M2', 'M3', 'M15'], phone: '+44 161 496 0',
    streets: ['Spring Gardens', 'King Street', 'Deansgate', 'St Peter\'s Square', 'Piccadilly', 'Oxford Road', 'Hardman Street'] },
  { city: 'Birmingham', districts: ['B1', 'B2', 'B3', 'B4'], phone: '+44 121 496 0',
    streets: ['Colmore Row', 'Newhall Street', 'Broad Street', 'Waterloo Street', 'Temple Row', 'Brindleyplace'] },
  { city: 'Leeds', districts: ['LS1', 'LS2', 'LS11'], phone: '+44 113 496 0',
    streets: ['Park Row', 'Wellington Street', 'East Parade', 'Infirmary Street', 'Whitehall Road'] },
  { city: 'Bristol', districts: ['BS1', 'BS2', 'BS8'], phone: '+44 117 496 0',
    streets: ['Queen Square', 'Victoria Street', 'Temple Quay', 'Corn Street', 'Whiteladies Road'] },
  { city: 'Edinburgh', districts: ['EH1', 'EH2', 'EH3'], phone: '+44 131 496 0',
    streets: ['George Street', 'Charlotte Square', 'Castle Street', 'Lothian Road', 'Festival Square'] },
  { city: 'Glasgow', districts: ['G1', 'G2'], phone: '+44 141 496 0',
    streets: ['St Vincent Street', 'West George Street', 'Bothwell Street', 'Buchanan Street'] },
  { city: 'Liverpool', districts: ['L2', 'L3'], phone: '+44 151 496 0',
    streets: ['Castle Street', 'Old Hall Street', 'Water Street', 'Dale Street'] },
  { city: 'Newcastle upon Tyne', districts: ['NE1'], phone: '+44 191 498 0',
    streets: ['Grey Street', 'Collingwood Street', 'Mosley Street', 'Quayside'] },
  { city: 'Nottingham', districts: ['NG1'], phone: '+44 115 496 0',
    streets: ['Castle Boulevard', 'King Street', 'Park Row', 'Pelham Street'] },
  { city: 'Cardiff', districts: ['CF10'], phone: '+44 29 2018 0',
    streets: ['Callaghan Square', 'Churchill Way', 'St Mary Street', 'Fitzalan Place'] },
  { city: 'Cambridge', districts: ['CB1', 'CB2'], phone: '+44 1223 496 0',
    streets: ['Hills Road', 'Station Road', 'Regent Street'] },
] as const;

export const streetNumber = (n: number) => `${n}`;

/** Company name parts by business; `kind` decides the category and the job titles of the people there. */
export const companyStems = [
  'Harbour', 'Sterling', 'Northgate', 'Albion', 'Ashdown', 'Blackfriars', 'Bramley', 'Cavendish', 'Charter', 'Clarendon',
  'Coniston', 'Crown', 'Danes', 'Dorchester', 'Eastcheap', 'Elmstead', 'Fairfax', 'Foxglove', 'Grosvenor', 'Hambleton',
  'Hanover', 'Highbury', 'Holborn', 'Kestrel', 'Kingsway', 'Lansdowne', 'Ludgate', 'Marlow', 'Mayfair', 'Meridian',
  'Millbank', 'Newhaven', 'Oakwood', 'Osprey', 'Paragon', 'Pennine', 'Portman', 'Queensbury', 'Redcliffe', 'Regent',
  'Richmond', 'Rowan', 'Saxon', 'Severn', 'Southwark', 'Stratton', 'Thames', 'Tideway', 'Trafalgar', 'Tudor',
  'Vauxhall', 'Waverley', 'Westbourne', 'Whitehall', 'Wickham', 'Windsor', 'Wolseley', 'Yorke', 'Arden', 'Belgrave',
] as const;

export type CompanyKind =
  | 'bank' | 'challenger' | 'debt-fund' | 'building-society' | 'bridging' | 'insurer'
  | 'family-office' | 'private-equity' | 'pension' | 'developer' | 'housebuilder'
  | 'solicitor' | 'valuer' | 'surveyor' | 'broker' | 'agent' | 'accountant';

/** How many companies of each kind (about 300 in all) and how they are named and categorised. */
export const companyKinds: { kind: CompanyKind; count: number; suffixes: readonly string[]; category: number; subcategory: number | null }[] = [
  { kind: 'bank', count: 12, suffixes: ['Bank', 'Bank plc', 'Private Bank'], category: 1, subcategory: 1 },
  { kind: 'challenger', count: 14, suffixes: ['Bank', 'Commercial Bank'], category: 1, subcategory: 2 },
  { kind: 'debt-fund', count: 26, suffixes: ['Real Estate Debt', 'Credit Partners', 'Capital', 'Lending'], category: 1, subcategory: 3 },
  { kind: 'building-society', count: 6, suffixes: ['Building Society'], category: 1, subcategory: 4 },
  { kind: 'bridging', count: 12, suffixes: ['Bridging Finance', 'Property Finance', 'Short Term Finance'], category: 1, subcategory: 6 },
  { kind: 'insurer', count: 4, suffixes: ['Life', 'Assurance'], category: 1, subcategory: 5 },
  { kind: 'family-office', count: 18, suffixes: ['Family Office', 'Estates', 'Holdings'], category: 2, subcategory: 7 },
  { kind: 'private-equity', count: 12, suffixes: ['Real Estate Partners', 'Equity Partners', 'Investment Management'], category: 2, subcategory: 8 },
  { kind: 'pension', count: 5, suffixes: ['Pension Fund', 'Pensions'], category: 2, subcategory: 9 },
  { kind: 'developer', count: 60, suffixes: ['Developments', 'Land', 'Properties', 'Regeneration', 'Living'], category: 4, subcategory: 15 },
  { kind: 'housebuilder', count: 20, suffixes: ['Homes', 'Homes Ltd', 'Residential'], category: 4, subcategory: 17 },
  { kind: 'solicitor', count: 30, suffixes: ['LLP', '& Co Solicitors', 'Legal'], category: 6, subcategory: 19 },
  { kind: 'valuer', count: 15, suffixes: ['Valuation', 'Chartered Surveyors'], category: 7, subcategory: 20 },
  { kind: 'surveyor', count: 12, suffixes: ['Building Consultancy', 'Project Monitoring'], category: 8, subcategory: null },
  { kind: 'broker', count: 20, suffixes: ['Finance', 'Commercial Finance', 'Debt Advisory'], category: 3, subcategory: 14 },
  { kind: 'agent', count: 20, suffixes: ['Real Estate', 'Property Consultants', 'Estates'], category: 10, subcategory: 21 },
  { kind: 'accountant', count: 14, suffixes: ['Accountants', 'Chartered Accountants', 'Advisory'], category: 9, subcategory: null },
];

export const jobTitlesOf: Record<CompanyKind, readonly string[]> = {
  bank: ['Director, Real Estate Finance', 'Relationship Director', 'Head of Property Lending', 'Associate Director', 'Credit Analyst', 'Portfolio Manager'],
  challenger: ['Senior Relationship Manager', 'Head of Development Finance', 'Relationship Director', 'Credit Manager', 'Regional Director'],
  'debt-fund': ['Managing Director', 'Partner', 'Director, Origination', 'Investment Director', 'Vice President', 'Analyst'],
  'building-society': ['Commercial Lending Manager', 'Head of Commercial Lending', 'Underwriter'],
  bridging: ['Managing Director', 'Head of Lending', 'Business Development Manager', 'Underwriter', 'Credit Director'],
  insurer: ['Director, Real Estate Debt', 'Head of Commercial Mortgages', 'Portfolio Manager'],
  'family-office': ['Chief Investment Officer', 'Principal', 'Investment Director', 'Head of Real Estate', 'Investment Manager'],
  'private-equity': ['Partner', 'Managing Director', 'Investment Director', 'Associate', 'Head of Acquisitions'],
  pension: ['Head of Property Investment', 'Fund Manager', 'Investment Manager'],
  developer: ['Managing Director', 'Development Director', 'Finance Director', 'Land Director', 'Development Manager', 'Chief Executive'],
  housebuilder: ['Managing Director', 'Finance Director', 'Land Director', 'Commercial Director', 'Chief Executive'],
  solicitor: ['Partner, Banking & Finance', 'Partner, Real Estate', 'Senior Associate', 'Associate', 'Legal Director'],
  valuer: ['Director, Valuation', 'Associate Director', 'Senior Surveyor', 'Head of Valuation'],
  surveyor: ['Project Monitoring Surveyor', 'Director', 'Associate', 'Building Surveyor'],
  broker: ['Director', 'Managing Director', 'Senior Broker', 'Associate Director', 'Broker'],
  agent: ['Partner', 'Head of Investment', 'Director, Capital Markets', 'Associate', 'Surveyor'],
  accountant: ['Partner', 'Tax Director', 'Audit Manager', 'Corporate Finance Director'],
};

export const departmentsOf: Partial<Record<CompanyKind, readonly string[]>> = {
  bank: ['Real Estate Finance', 'Commercial Banking', 'Credit Risk'],
  challenger: ['Property Finance', 'Development Finance'],
  'debt-fund': ['Origination', 'Investments', 'Asset Management'],
  developer: ['Development', 'Finance', 'Land'],
  solicitor: ['Banking & Finance', 'Real Estate'],
};

export const tagNames = [
  'bridging', 'london', 'development', 'mezzanine', 'senior-debt', 'family-office', 'hot-lead', 'pbsa', 'build-to-rent',
  'logistics', 'hotels', 'residential', 'commercial', 'refinance', 'land', 'jv-equity', 'retail', 'office', 'manchester',
  'birmingham', 'esg', 'pre-let', 'care-homes', 'uk-wide', 'repeat-client', 'conference-2025',
] as const;

export const noteTexts = [
  'Met at MIPIM; keen on regional residential schemes above £5m.',
  'Prefers introductions by email first, then a call.',
  'Looking at a 120-unit BTR scheme in Salford; asked for senior debt terms.',
  'Credit committee meets fortnightly on Thursdays.',
  'Will consider stretch senior up to 75% LTGDV with a strong sponsor.',
  'Sent teaser for the Leeds PBSA refinance; awaiting feedback.',
  'Not lending on hotels this year.',
  'Happy to co-invest alongside a JV partner on land deals.',
  'Call back in Q3 regarding the Birmingham mixed-use site.',
  'Introduced by our broker contact at a dinner in Manchester.',
  'Asked for the valuation report and monitoring surveyor details.',
  'Strong appetite for logistics and last-mile industrial.',
] as const;
