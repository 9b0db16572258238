import type { Insertable } from 'kysely';
import type { PersonTable } from '../db/schema.js';
import type { Random } from './random.js';
import {
  cities,
  companyKinds,
  companyStems,
  departmentsOf,
  femaleFirstNames,
  firstNames,
  jobTitlesOf,
  lastNames,
  noteTexts,
  tagNames,
  type CompanyKind,
} from './uk-names.js';

export type SeedCompany = {
  name: string;
  domain: string;
  kind: CompanyKind;
  category: number;
  subcategory: number | null;
  city: (typeof cities)[number];
  district: string;
  street: string;
};

export type SeedCapitalProvider = {
  criteria: {
    max_ltv: number;
    max_ltgdv: number;
    max_ltc: number;
    min_irr: number;
    min_roe: number;
    min_term: number;
    max_term: number;
    min_size: number;
    max_size: number;
    is_sharia: boolean;
    is_development: boolean;
    is_land: boolean;
    is_prs: boolean;
    is_debt: boolean;
    is_equity: boolean;
    description: string;
  };
  links: { kind: 'cp_subcategories' | 'investment_class_types' | 'investing_geography_types'; id: number }[];
};

export type SeedContact = {
  person: Omit<Insertable<PersonTable>, 'id'>;
  emails: { email: string; label: string }[];
  phones: { number: string; label: string }[];
  links: { kind: 'categories' | 'subcategories' | 'use_class_types' | 'location_types'; id: number }[];
  tags: string[];
  capitalProvider?: SeedCapitalProvider;
  notes: { text: string; creatorIndex: number; createdAt: Date }[];
};

const debtKinds = new Set<CompanyKind>(['bank', 'challenger', 'debt-fund', 'building-society', 'bridging', 'insurer']);
const equityKinds = new Set<CompanyKind>(['family-office', 'private-equity', 'pension']);
export const isCapitalProviderKind = (kind: CompanyKind) => debtKinds.has(kind) || equityKinds.has(kind);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

/** The i-th company: the demo's 300 follow `companyKinds`; later ones (benchmark data) cycle through the kinds. */
export function generateCompanies(random: Random, count: number, offset = 0): SeedCompany[] {
  const kindsInOrder = companyKinds.flatMap((entry) => Array.from({ length: entry.count }, () => entry));
  const companies: SeedCompany[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const entry = kindsInOrder[(offset + i) % kindsInOrder.length]!;
    let name = '';
    for (let attempt = 0; attempt < 20 && (!name || used.has(name)); attempt++) {
      const stem =
        entry.kind === 'solicitor' && random.chance(0.5)
          ? `${random.pick(lastNames)} ${random.pick(lastNames)}`
          : random.pick(companyStems);
      name = `${stem} ${random.pick(entry.suffixes)}`;
    }
    if (used.has(name)) name = `${name} ${offset + i}`;
    used.add(name);
    const city = random.chance(0.45) ? cities[0] : random.pick(cities);
    companies.push({
      name,
      domain: `${slug(name.replace(/\b(plc|Ltd|LLP)\b/g, ''))}.${random.chance(0.7) ? 'co.uk' : 'com'}`,
      kind: entry.kind,
      category: entry.category,
      subcategory: entry.subcategory,
      city,
      district: random.pick(city.districts),
      street: `${random.int(1, 120)} ${random.pick(city.streets)}`,
    });
  }
  return companies;
}

const phoneTail = (random: Random) => String(random.int(0, 999)).padStart(3, '0');

/** Phone numbers already given, per range, so that no two generated contacts share one by chance. */
export type UsedPhones = { byRange: Map<string, Set<string>>; extension: number };
export const noPhonesUsed = (): UsedPhones => ({ byRange: new Map(), extension: 0 });

/**
 * A number of Ofcom's fictional range `prefix` (1,000 numbers: `prefix` + 3 digits) that no generated contact has
 * yet, or undefined once all are given. A shared number is a sign of one person (Possible Duplicates): random
 * collisions would fill that tab with strangers.
 */
function unusedNumber(random: Random, used: UsedPhones, prefix: string): string | undefined {
  let given = used.byRange.get(prefix);
  if (!given) used.byRange.set(prefix, (given = new Set()));
  if (given.size >= 1000) return undefined;
  let number = `${prefix}${phoneTail(random)}`;
  for (let next = Number(number.slice(-3)); given.has(number); next = (next + 1) % 1000)
    number = `${prefix}${String(next).padStart(3, '0')}`;
  given.add(number);
  return number;
}

function phonesOf(random: Random, company: SeedCompany, used: UsedPhones): SeedContact['phones'] {
  const mobile = unusedNumber(random, used, '+44 7700 900');
  if (!random.chance(0.8)) return mobile ? [{ number: mobile, label: 'Mobile' }] : [];
  // Beyond a city's 1,000 numbers, an extension of the switchboard keeps work numbers apart.
  const work =
    unusedNumber(random, used, company.city.phone) ??
    `${company.city.phone}${phoneTail(random)} ext. ${++used.extension}`;
  return [...(mobile ? [{ number: mobile, label: 'Mobile' }] : []), { number: work, label: 'Work' }];
}

function capitalProviderFor(random: Random, kind: CompanyKind): SeedCapitalProvider {
  const isDebt = debtKinds.has(kind);
  const minSize = random.pick([250_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000]);
  const debtTypes =
    kind === 'bridging' ? [4] : kind === 'debt-fund' ? random.sample([1, 2, 3, 5], 2) : random.sample([1, 5, 6], 2);
  const equityTypes = random.sample([7, 8, 9, 10], 2);
  return {
    criteria: {
      max_ltv: isDebt ? random.pick([55, 60, 65, 70, 75]) : 0,
      max_ltgdv: isDebt ? random.pick([0, 60, 65, 70]) : 0,
      max_ltc: isDebt ? random.pick([0, 75, 80, 85, 90]) : 0,
      min_irr: isDebt ? 0 : random.pick([12, 15, 18, 20]),
      min_roe: isDebt ? 0 : random.pick([1.5, 1.75, 2]),
      min_term: kind === 'bridging' ? 0.5 : 1,
      max_term: kind === 'bridging' ? 2 : random.pick([3, 5, 7, 10]),
      min_size: minSize,
      max_size: minSize * random.pick([10, 20, 40]),
      is_sharia: random.chance(0.05),
      is_development: random.chance(0.6),
      is_land: random.chance(0.3),
      is_prs: random.chance(0.35),
      is_debt: isDebt,
      is_equity: !isDebt,
      description: isDebt
        ? `Lends ${random.pick(['senior', 'stretch senior', 'whole-loan', 'development'])} facilities on UK ${random.pick(['residential', 'commercial', 'mixed-use', 'logistics'])} property.`
        : `Invests ${random.pick(['JV', 'preferred', 'common'])} equity alongside experienced sponsors in UK ${random.pick(['residential', 'PBSA', 'BTR', 'logistics'])} schemes.`,
    },
    links: [
      ...(isDebt ? debtTypes : equityTypes).map((id) => ({ kind: 'cp_subcategories' as const, id })),
      ...random
        .sample([1, 2, 3, 4, 6, 7, 9], random.int(1, 3))
        .map((id) => ({ kind: 'investment_class_types' as const, id })),
      ...random
        .sample([1, 2, 3, 4], random.int(1, 2))
        .map((id) => ({ kind: 'investing_geography_types' as const, id })),
    ],
  };
}

export type ContactOptions = {
  /** Returns true when this contact should carry capital-provider criteria. */
  isCapitalProvider: (company: SeedCompany, indexInCompany: number) => boolean;
  /** Probability of a note on a contact. */
  noteChance: number;
  usedEmails: Set<string>;
  usedPhones: UsedPhones;
  createdBy: number | null;
  baseDate: Date;
};

/** The `title` lookup ids (migration 004) that go with a first name: 1 Mr, 2 Mrs, 3 Ms, 4 Miss, 5 Dr. */
const femaleNames = new Set<string>(femaleFirstNames);
const titlesFor = (firstName: string) => (femaleNames.has(firstName) ? [2, 3, 4, 5] : [1, 5]);

export function generateContact(
  random: Random,
  company: SeedCompany,
  indexInCompany: number,
  options: ContactOptions,
): SeedContact {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  let local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  for (let n = 2; options.usedEmails.has(`${local}@${company.domain}`); n++)
    local = `${first[0]}${last}${n}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const email = `${local}@${company.domain}`;
  options.usedEmails.add(email);
  const capitalProvider = options.isCapitalProvider(company, indexInCompany);
  const isClient = (company.kind === 'developer' || company.kind === 'housebuilder') && random.chance(0.25);
  const category = capitalProvider ? company.category : isCapitalProviderKind(company.kind) ? 11 : company.category;
  const location = cities.indexOf(company.city) === 0 ? 1 : random.int(2, 12);
  const createdAt = new Date(options.baseDate.getTime() + random.int(0, 700 * 24) * 3_600_000);
  return {
    person: {
      first_name: first,
      last_name: last,
      middle_name: random.chance(0.08) ? random.pick(firstNames) : null,
      // Mr or Dr for a man's first name; Mrs, Ms, Miss or Dr for a woman's (the demo once showed 'Mrs Christopher').
      title: random.chance(0.6) ? random.pick(titlesFor(first)) : null,
      profile_type: 2,
      client_class: isClient ? random.int(1, 5) : null,
      job_title: random.pick(jobTitlesOf[company.kind]),
      company: company.name,
      department: random.chance(0.4)
        ? departmentsOf[company.kind]
          ? random.pick(departmentsOf[company.kind]!)
          : null
        : null,
      website: `https://www.${company.domain}`,
      rating: random.chance(0.7) ? random.int(0, 3) : null,
      legal_status: random.chance(0.5) ? random.pick([4, 5, 6]) : null,
      birthday: random.chance(0.2)
        ? `19${random.int(55, 95)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
        : null,
      street: company.street,
      city: company.city.city,
      postcode: `${company.district} ${random.int(1, 9)}${random.pick(['AB', 'DF', 'HJ', 'LN', 'PR', 'TU', 'WX'])}`,
      country: 'United Kingdom',
      invite_status: 0,
      created_at: createdAt,
      updated_at: createdAt,
      created_by: options.createdBy,
    },
    emails: [
      { email, label: 'Work' },
      ...(random.chance(0.1) ? [{ email: `${local}${random.int(1, 99)}@gmail.com`, label: 'Home' }] : []),
    ],
    phones: phonesOf(random, company, options.usedPhones),
    links: [
      { kind: 'categories', id: category },
      ...(isClient ? [{ kind: 'categories' as const, id: 5 }] : []),
      ...(category === company.category && company.subcategory
        ? [{ kind: 'subcategories' as const, id: company.subcategory }]
        : []),
      { kind: 'location_types', id: location },
      ...(random.chance(0.3) ? [{ kind: 'use_class_types' as const, id: random.int(1, 11) }] : []),
    ],
    tags: random.sample(tagNames, random.pick([0, 0, 1, 1, 2, 3])),
    capitalProvider: capitalProvider ? capitalProviderFor(random, company.kind) : undefined,
    notes: random.chance(options.noteChance)
      ? [
          {
            text: random.pick(noteTexts),
            creatorIndex: random.int(0, 1),
            createdAt: new Date(createdAt.getTime() + random.int(1, 2000) * 3_600_000),
          },
        ]
      : [],
  };
}
