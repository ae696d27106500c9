/**
 * The specification's facts that the end-to-end tests hold the site to: routes, counts and
 * module lists, written out from SPEC.md section 2 and 9, not read from the site's own content.
 */

export const modules = [
  { path: '/room-booking', name: 'Room Booking', tagline: 'Streamline guest reservations', features: 9, faq: 4 },
  { path: '/pos-dining', name: 'Dining (POS)', tagline: 'Simplify your dining operations', features: 9, faq: 4 },
  { path: '/account-finance', name: 'Accounts & Finances', tagline: 'Gain full financial control', features: 9, faq: 5 },
  { path: '/banquet-billing', name: 'Banquet & Billing', tagline: 'Manage events with ease', features: 6, faq: 5 },
  { path: '/employee-suite', name: 'Employee Portal', tagline: 'Empower with centralized access', features: 9, faq: 5 },
  { path: '/member-suite', name: 'Member Suite', tagline: 'Build a thriving member community', features: 6, faq: 5 },
  { path: '/payroll', name: 'PayRoll', tagline: 'Simplify payroll processing', features: 6, faq: 5 },
  { path: '/purchase-vendor', name: 'Purchase & Vendor Portal', tagline: 'Manage inventory effortlessly', features: 9, faq: 5 },
  { path: '/userstore-inventry', name: 'User, Store & Inventory', tagline: 'Optimize vendor management', features: 6, faq: 5 },
  { path: '/food-cost', name: 'Food & Beverage Cost Analysis', tagline: 'Boost profit accuracy', features: 9, faq: 5 },
] as const;

/** The site's one module order (docs/decisions.md): the side menu's, which every list of modules follows. */
export const moduleOrder = [
  '/room-booking',
  '/banquet-billing',
  '/account-finance',
  '/payroll',
  '/purchase-vendor',
  '/pos-dining',
  '/member-suite',
  '/employee-suite',
  '/userstore-inventry',
  '/food-cost',
] as const;

const clubModules = ['/room-booking', '/pos-dining', '/banquet-billing', '/member-suite', '/account-finance'];
/** All ten, in the order the Enterprise Suite and the IIC case study list them. */
const allModules = [...clubModules, '/employee-suite', '/payroll', '/userstore-inventry', '/purchase-vendor', '/food-cost'];

export const suites = [
  { path: '/enterprise-suite', name: 'Enterprise Suite', tagline: 'Optimize operations with full-scale control', modules: allModules },
  { path: '/club-suite', name: 'Club Suite', tagline: 'Engage members with seamless management', modules: clubModules },
  {
    path: '/pos-suite',
    name: 'POS Suite',
    tagline: 'Streamline sales and transactions effortlessly',
    modules: ['/pos-dining', '/account-finance'],
  },
  {
    path: '/frontdesk-suite',
    name: 'Front Desk Suite',
    tagline: 'Elevate guest experiences from check-in to billing',
    modules: ['/room-booking', '/account-finance'],
  },
  {
    path: '/banquet-suite',
    name: 'Banquet Suite',
    tagline: 'Manage events and finances flawlessly',
    modules: ['/banquet-billing', '/account-finance'],
  },
  {
    path: '/vanilla-suite',
    name: 'Vanilla Suite',
    tagline: 'All-in-one solution for versatile operations',
    modules: ['/pos-dining', '/banquet-billing', '/userstore-inventry', '/food-cost'],
  },
  {
    path: '/inventory-suite',
    name: 'Inventory Suite',
    tagline: 'Simplify inventory and procurement workflows',
    modules: ['/userstore-inventry', '/purchase-vendor'],
  },
] as const;

export const caseStudies = [
  { path: '/android', suite: 'Inventory Suite', modules: ['/userstore-inventry', '/purchase-vendor'] },
  { path: '/durgabari', suite: 'Club Suite', modules: clubModules },
  {
    path: '/iic',
    suite: 'Enterprise Suite',
    modules: allModules,
  },
] as const;

/** Pages the team added to the spec (DECISIONS.md, 2026-11-23): the suites compared, and the accessibility statement. */
export const compareSuitesPath = '/compare-suites';
export const accessibilityPath = '/accessibility';

/** Every page of the site: home, 10 modules, 7 suites, 3 case studies, the form, the suite comparison and the accessibility statement. */
export const contentPaths: readonly string[] = [
  '/',
  ...modules.map((module) => module.path),
  ...suites.map((suite) => suite.path),
  ...caseStudies.map((caseStudy) => caseStudy.path),
  '/form',
  compareSuitesPath,
  accessibilityPath,
];

/** Aliases that must land on the real page (DECISIONS.md). */
export const redirects = [
  { from: '/inventary-suite', to: '/inventory-suite' },
  { from: '/userstore-inventory', to: '/userstore-inventry' },
] as const;

/** Sort paths the way a set compares them. */
export const sorted = (paths: readonly string[]): string[] => [...paths].sort();
