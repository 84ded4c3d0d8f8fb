import type { ImportSupplier, ImportUser } from '@tender/api-contract';

export const PRFS = 'PRFS';
export const KLL = 'KLL';
export const LGL = 'LGL';
export const DEMO_PASSWORD = 'Demo#2026pass';
export const DEMO_SITE = 'HKHQ';

// Complete company profiles. Certificate dates relative to the import day keep one certificate expired
// and one expiring within 30 days however old this file gets.
export function demoSuppliers(): ImportSupplier[] {
  return [
    {
      code: PRFS,
      name: 'Pearl River Facility Services Ltd',
      addressline1: 'Unit 1208, 12/F, Kowloon Commerce Centre',
      addressline2: '51 Kwai Cheong Road',
      addressline3: 'Kwai Chung',
      city: 'New Territories',
      state: 'Hong Kong SAR',
      zip: '999077',
      phone: '+852 2418 6630',
      fax: '+852 2418 6631',
      homepage: 'https://www.pearlriver-fs.example.com',
      contacts: [
        {
          email: 'raymond.chan@pearlriver-fs.example.com',
          contact: 'Raymond Chan',
          salutation: 'Mr.',
          position: 'Tender Manager',
          phone: '+852 2418 6638',
          fax: '+852 2418 6631',
          status: 'ACTIVE',
          emailverified: true,
        },
        {
          email: 'winnie.lau@pearlriver-fs.example.com',
          contact: 'Winnie Lau',
          salutation: 'Ms.',
          position: 'Key Account Manager',
          phone: '+852 9123 4455',
          status: 'ACTIVE',
          emailverified: false,
        },
        {
          email: 'kelvin.ho@pearlriver-fs.example.com',
          contact: 'Kelvin Ho',
          salutation: 'Mr.',
          position: 'Operations Director',
          phone: '+852 2418 6600',
          status: 'INACTIVE',
          emailverified: true,
        },
      ],
      scopes: [
        {
          svcscope: 'CLEANING',
          description: 'Housekeeping, public area and specialist cleaning for hotels and offices',
          certificates: [
            {
              slot: 1,
              cert: 'ISO 9001:2015',
              certdesc: 'Quality management system for cleaning and facility services',
              certid: 'QMS-HK-40921',
              certexpdate: '2029-06-30',
              files: [{ path: 'files/iso-9001-certificate.pdf', description: 'ISO 9001 certificate' }],
            },
            {
              slot: 2,
              cert: 'ISO 14001:2015',
              certdesc: 'Environmental management system',
              certid: 'EMS-HK-11873',
              certexpdate: 'today-10d',
              files: [
                { path: 'files/iso-14001-certificate.pdf', description: 'ISO 14001 certificate (expired)' },
              ],
            },
            {
              slot: 3,
              cert: 'Registered Cleaning Contractor',
              certdesc: 'Food and Environmental Hygiene Department registration',
              certid: 'FEHD-CC-0733',
              certexpdate: 'today+20d',
            },
          ],
        },
        {
          svcscope: 'PEST',
          description: 'Pest control and hygiene services',
          certificates: [
            {
              slot: 1,
              cert: 'Pesticide Licence',
              certdesc: 'Licence under the Pesticides Ordinance (Cap. 133)',
              certid: 'PL-2291',
              certexpdate: '2029-03-31',
              files: [{ path: 'files/pest-control-licence.pdf', description: 'Pesticide licence' }],
            },
          ],
        },
        {
          svcscope: 'MEP',
          description: 'Mechanical, electrical and plumbing maintenance',
          certificates: [
            {
              slot: 1,
              cert: 'Registered Electrical Contractor',
              certdesc: 'Electrical and Mechanical Services Department registration',
              certid: 'REC-4471',
              certexpdate: '2030-12-31',
            },
          ],
        },
      ],
      licenses: [
        {
          certkey: 'BR',
          description: 'Business Registration Certificate 61234567-000-03-26-8',
          expirydate: '2030-03-31',
          files: [
            {
              path: 'files/business-registration-prfs.pdf',
              description: 'Business registration certificate',
            },
          ],
        },
        {
          certkey: 'CI',
          description: 'Certificate of Incorporation, company no. 1876543',
          expirydate: null,
          files: [
            { path: 'files/company-incorporation-prfs.pdf', description: 'Certificate of incorporation' },
          ],
        },
      ],
      files: [
        { path: 'files/company-profile-prfs.pdf', description: 'Company profile', atttype: 'PROFILE' },
        {
          path: 'files/insurance-certificate.txt',
          description: 'Insurance certificate',
          atttype: 'INSURANCE',
        },
      ],
    },
    {
      code: KLL,
      name: 'Kowloon Linen & Laundry Co.',
      addressline1: 'G/F & 1/F, Yip Fat Industrial Building',
      addressline2: '18 Yip Fat Street',
      addressline3: 'Wong Chuk Hang',
      city: 'Hong Kong Island',
      state: 'Hong Kong SAR',
      zip: '999077',
      phone: '+852 2552 7810',
      fax: '+852 2552 7811',
      homepage: 'https://www.kowloonlinen.example.com',
      contacts: [
        {
          email: 'joyce.wong@kowloonlinen.example.com',
          contact: 'Joyce Wong',
          salutation: 'Ms.',
          position: 'Sales Director',
          phone: '+852 2552 7818',
          fax: '+852 2552 7811',
          status: 'ACTIVE',
          emailverified: true,
        },
        {
          email: 'tony.leung@kowloonlinen.example.com',
          contact: 'Tony Leung',
          salutation: 'Mr.',
          position: 'Plant Manager',
          phone: '+852 9877 2301',
          status: 'ACTIVE',
          emailverified: true,
        },
      ],
      scopes: [
        {
          svcscope: 'LINEN',
          description: 'Linen supply, rental and laundry for hotels and restaurants',
          certificates: [
            {
              slot: 1,
              cert: 'Hygienically Clean Laundry',
              certdesc: 'Hygienically clean certification for healthcare and hospitality linen',
              certid: 'HCL-0558',
              certexpdate: 'today+12d',
              files: [
                {
                  path: 'files/laundry-hygiene-certificate.pdf',
                  description: 'Hygienically clean certificate',
                },
              ],
            },
            {
              slot: 2,
              cert: 'ISO 9001:2015',
              certdesc: 'Quality management system for commercial laundry',
              certid: 'QMS-HK-51230',
              certexpdate: 'today-40d',
            },
          ],
        },
        {
          svcscope: 'UNIFORM',
          description: 'Staff uniform laundry and repair',
          certificates: [],
        },
      ],
      licenses: [
        {
          certkey: 'BR',
          description: 'Business Registration Certificate 70345678-000-05-25-1',
          expirydate: 'today+25d',
          files: [
            { path: 'files/business-registration-kll.pdf', description: 'Business registration certificate' },
          ],
        },
        {
          certkey: 'CI',
          description: 'Certificate of Incorporation, company no. 2034567',
          expirydate: null,
          files: [
            { path: 'files/company-incorporation-kll.pdf', description: 'Certificate of incorporation' },
          ],
        },
      ],
    },
    {
      code: LGL,
      name: 'Lantau Green Landscaping Ltd',
      addressline1: 'Lot 1125, DD 4',
      addressline2: 'Tung Chung Road',
      addressline3: 'Lantau Island',
      city: 'New Territories',
      state: 'Hong Kong SAR',
      zip: '999077',
      phone: '+852 2988 3301',
      homepage: 'https://www.lantaugreen.example.com',
      contacts: [
        {
          email: 'daniel.cheung@lantaugreen.example.com',
          contact: 'Daniel Cheung',
          salutation: 'Mr.',
          position: 'Managing Director',
          phone: '+852 9345 6678',
          status: 'ACTIVE',
          emailverified: false,
        },
      ],
      scopes: [{ svcscope: 'LANDSCAPE', description: 'Landscaping, horticulture and indoor plant rental' }],
    },
  ];
}

export function demoUsers(): ImportUser[] {
  const user = (loginid: string, username: string, rest: Partial<ImportUser>): ImportUser => ({
    loginid,
    username,
    email: `${loginid}@example.com`,
    password: DEMO_PASSWORD,
    siteid: DEMO_SITE,
    language: 'EN',
    emailverified: true,
    ...rest,
  });
  return [
    // A mobile number to see on Account Settings (/accountsettings), verified: it signs in by mobile
    // (issue 32), its codes landing in DATA_DIR/outbox/sms with the default SMS_DRIVER.
    user('demo.supplier', 'Raymond Chan', {
      supplier: PRFS,
      mobileprefix: '0852',
      mobile: '91234567',
      mobileverified: true,
    }),
    user('demo.supplier2', 'Joyce Wong', { supplier: KLL }),
    user('demo.staff', 'Grace Lam', {}),
    // The buyer console (issue 17): a staff user of the demo site with the buyer role.
    user('demo.buyer', 'Vivian Ho', { roles: ['buyer'] }),
    // Award sign-off (issue 29): a staff user of the demo site who unseals and approves awards.
    user('demo.approver', 'Henry Tse', { roles: ['approver'] }),
    user('demo.newsupplier', 'Daniel Cheung', { supplier: LGL, emailverified: false }),
  ];
}
