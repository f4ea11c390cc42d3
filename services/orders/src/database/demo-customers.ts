import type { CustomerAddress } from '../customers/customer.entity';

/** One demo shopper: name, phone and a US address; email is derived from the name. */
export type DemoCustomer = [first: string, last: string, phone: string, address: Required<Pick<CustomerAddress, 'address1' | 'city' | 'state' | 'state_code' | 'zip'>>];

/** The demo shopper's email, as the seed stores it (and the demo store's orders carry it, so intake finds the same customer). */
export function demoCustomerEmail([first, last]: DemoCustomer): string {
  return `${first}.${last}@example.com`.toLowerCase();
}

/**
 * Thirty shoppers spread across US states, seeded on the seller's demo sites; the embedded demo
 * store's shoppers are the same people (`@pod/orders/demo-customers`, infra's demo orders).
 */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  ['Emily', 'Johnson', '(512) 555-0142', { address1: '4821 Burnet Rd', city: 'Austin', state: 'Texas', state_code: 'TX', zip: '78756' }],
  ['Michael', 'Smith', '(303) 555-0187', { address1: '1550 Larimer St', city: 'Denver', state: 'Colorado', state_code: 'CO', zip: '80202' }],
  ['Olivia', 'Williams', '(206) 555-0119', { address1: '2207 NW Market St', city: 'Seattle', state: 'Washington', state_code: 'WA', zip: '98107' }],
  ['James', 'Brown', '(617) 555-0164', { address1: '88 Charles St', city: 'Boston', state: 'Massachusetts', state_code: 'MA', zip: '02114' }],
  ['Sophia', 'Garcia', '(305) 555-0133', { address1: '1020 Ocean Dr', city: 'Miami Beach', state: 'Florida', state_code: 'FL', zip: '33139' }],
  ['Daniel', 'Miller', '(312) 555-0178', { address1: '2345 N Clark St', city: 'Chicago', state: 'Illinois', state_code: 'IL', zip: '60614' }],
  ['Ava', 'Davis', '(503) 555-0126', { address1: '3125 SE Division St', city: 'Portland', state: 'Oregon', state_code: 'OR', zip: '97202' }],
  ['Matthew', 'Rodriguez', '(602) 555-0191', { address1: '4400 N Scottsdale Rd', city: 'Scottsdale', state: 'Arizona', state_code: 'AZ', zip: '85251' }],
  ['Isabella', 'Martinez', '(619) 555-0158', { address1: '710 Market St', city: 'San Diego', state: 'California', state_code: 'CA', zip: '92101' }],
  ['Ethan', 'Hernandez', '(415) 555-0103', { address1: '1901 Fillmore St', city: 'San Francisco', state: 'California', state_code: 'CA', zip: '94115' }],
  ['Mia', 'Lopez', '(615) 555-0172', { address1: '1006 Fatherland St', city: 'Nashville', state: 'Tennessee', state_code: 'TN', zip: '37206' }],
  ['Alexander', 'Gonzalez', '(404) 555-0147', { address1: '675 Ponce De Leon Ave NE', city: 'Atlanta', state: 'Georgia', state_code: 'GA', zip: '30308' }],
  ['Charlotte', 'Wilson', '(612) 555-0115', { address1: '3008 Hennepin Ave', city: 'Minneapolis', state: 'Minnesota', state_code: 'MN', zip: '55408' }],
  ['Benjamin', 'Anderson', '(919) 555-0183', { address1: '410 Glenwood Ave', city: 'Raleigh', state: 'North Carolina', state_code: 'NC', zip: '27603' }],
  ['Amelia', 'Thomas', '(801) 555-0129', { address1: '255 S State St', city: 'Salt Lake City', state: 'Utah', state_code: 'UT', zip: '84111' }],
  ['William', 'Taylor', '(702) 555-0166', { address1: '3770 S Las Vegas Blvd', city: 'Las Vegas', state: 'Nevada', state_code: 'NV', zip: '89109' }],
  ['Harper', 'Moore', '(215) 555-0138', { address1: '1617 John F Kennedy Blvd', city: 'Philadelphia', state: 'Pennsylvania', state_code: 'PA', zip: '19103' }],
  ['Lucas', 'Jackson', '(504) 555-0194', { address1: '901 Magazine St', city: 'New Orleans', state: 'Louisiana', state_code: 'LA', zip: '70130' }],
  ['Evelyn', 'Martin', '(718) 555-0121', { address1: '147 Bedford Ave', city: 'Brooklyn', state: 'New York', state_code: 'NY', zip: '11211' }],
  ['Henry', 'Lee', '(614) 555-0152', { address1: '1200 N High St', city: 'Columbus', state: 'Ohio', state_code: 'OH', zip: '43201' }],
  ['Abigail', 'Perez', '(210) 555-0175', { address1: '300 Alamo Plaza', city: 'San Antonio', state: 'Texas', state_code: 'TX', zip: '78205' }],
  ['Jack', 'Thompson', '(406) 555-0109', { address1: '121 N Higgins Ave', city: 'Missoula', state: 'Montana', state_code: 'MT', zip: '59802' }],
  ['Emma', 'White', '(802) 555-0186', { address1: '75 Church St', city: 'Burlington', state: 'Vermont', state_code: 'VT', zip: '05401' }],
  ['Samuel', 'Harris', '(414) 555-0131', { address1: '2100 N Prospect Ave', city: 'Milwaukee', state: 'Wisconsin', state_code: 'WI', zip: '53202' }],
  ['Grace', 'Sanchez', '(505) 555-0168', { address1: '316 Central Ave SW', city: 'Albuquerque', state: 'New Mexico', state_code: 'NM', zip: '87102' }],
  ['Owen', 'Clark', '(816) 555-0144', { address1: '1800 Baltimore Ave', city: 'Kansas City', state: 'Missouri', state_code: 'MO', zip: '64108' }],
  ['Chloe', 'Ramirez', '(808) 555-0112', { address1: '2255 Kalakaua Ave', city: 'Honolulu', state: 'Hawaii', state_code: 'HI', zip: '96815' }],
  ['Henry', 'Lewis', '(207) 555-0190', { address1: '94 Commercial St', city: 'Portland', state: 'Maine', state_code: 'ME', zip: '04101' }],
  ['Zoey', 'Robinson', '(907) 555-0157', { address1: '610 W 4th Ave', city: 'Anchorage', state: 'Alaska', state_code: 'AK', zip: '99501' }],
  ['Nathan', 'Walker', '(208) 555-0124', { address1: '815 W Bannock St', city: 'Boise', state: 'Idaho', state_code: 'ID', zip: '83702' }],
];
