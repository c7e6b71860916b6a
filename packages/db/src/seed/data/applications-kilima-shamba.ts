import type { DemoJobApplication } from './job-application-type';

/** Applications to Kilima Pay (client@talanta.dev) and Shamba Connect; every job open when applied to. */
export const APPLICATIONS_TO_KILIMA_SHAMBA: readonly DemoJobApplication[] = [
  {
    job: 'kilima-android-wallet',
    developer: 'wanjiku.kamau@example.com',
    coverLetter:
      'I have spent the last three years building offline-first Android wallets, including the Kotlin rewrite ' +
      'of a savings-group app used by 80,000 members in Kenya. Your send-money flow and offline history are ' +
      'exactly the problems I enjoy: I would plan the Compose migration screen by screen so releases never stall.',
    proposedRate: 60,
    estimatedHours: 640,
    startsAfterDays: 14,
    status: 'interview',
    daysAgo: 11,
    decidedDaysAgo: 6,
  },
  {
    job: 'kilima-android-wallet',
    developer: 'rahul.nair@example.com',
    coverLetter:
      'I have published more than ten Android and iOS apps, including a tele-consultation app with biometric ' +
      'sign-in. I would love to help rebuild your send-money flow in Jetpack Compose and can overlap with ' +
      'London hours every afternoon.',
    proposedRate: 45,
    estimatedHours: 600,
    startsAfterDays: 21,
    status: 'pending',
    daysAgo: 9,
  },
  {
    job: 'kilima-payouts-api',
    developer: 'developer@talanta.dev',
    coverLetter:
      'I rebuilt the M-Pesa reconciliation service of a Nairobi logistics company, which now settles over ' +
      '40,000 transactions a day without double payments. For your payouts API I would add idempotency keys to ' +
      'every request, reconcile against the B2C result callbacks and alert on transfers stuck for minutes.',
    proposedRate: 55,
    estimatedHours: 480,
    startsAfterDays: 10,
    status: 'accepted',
    daysAgo: 18,
    decidedDaysAgo: 5,
  },
  {
    job: 'kilima-payouts-api',
    developer: 'kevin.mutua@example.com',
    coverLetter:
      'I build payment-adjacent APIs for port-clearing agents in Mombasa and have integrated M-Pesa paybill ' +
      'collections twice. My main stack is Python, but I have shipped Node.js services in production and would ' +
      'enjoy hardening your payouts flow.',
    proposedRate: 40,
    estimatedHours: 500,
    startsAfterDays: 14,
    status: 'rejected',
    daysAgo: 17,
    decidedDaysAgo: 5,
  },
  {
    job: 'kilima-payouts-api',
    developer: 'arjun.mehta@example.com',
    coverLetter:
      'I have eleven years of backend experience, including settlement services for an insurance group that ' +
      'pay claims into bank accounts. Idempotent transfer APIs and reconciliation jobs are familiar ground, and ' +
      'I am comfortable moving from Java to a TypeScript codebase.',
    proposedRate: 60,
    estimatedHours: 520,
    startsAfterDays: 30,
    status: 'pending',
    daysAgo: 14,
  },
  {
    job: 'kilima-merchant-dashboard',
    developer: 'developer@talanta.dev',
    coverLetter:
      'I have built several React and TypeScript merchant dashboards with large tables, saved filters and CSV ' +
      'exports, most recently for a logistics payments product. I already know the shape of your payout data ' +
      'from the payouts API work, so I could move quickly here too.',
    proposedRate: 45,
    estimatedHours: 240,
    startsAfterDays: 7,
    status: 'pending',
    daysAgo: 2.5,
  },
  {
    job: 'kilima-merchant-dashboard',
    developer: 'faith.achieng@example.com',
    coverLetter:
      'Dashboards full of tables are where accessibility usually breaks, and that is where I do my best work. ' +
      'I rebuilt a school-fees portal in React with TailwindCSS, with sortable, filterable tables that work ' +
      'with a keyboard and a screen reader, and cut its page weight by 60%.',
    proposedRate: 38,
    estimatedHours: 280,
    startsAfterDays: 7,
    status: 'interview',
    daysAgo: 7,
    decidedDaysAgo: 1.5,
  },
  {
    job: 'kilima-merchant-dashboard',
    developer: 'ananya.iyer@example.com',
    coverLetter:
      'I have built statement and reporting screens for a SaaS billing product in TypeScript, with virtualised ' +
      'tables of 50,000 rows and CSV exports. I mostly work in Angular but shipped two React apps this year and ' +
      'would bring the same care to your merchants.',
    proposedRate: 40,
    estimatedHours: 300,
    startsAfterDays: 14,
    status: 'pending',
    daysAgo: 2,
  },
  {
    job: 'kilima-fraud-model',
    developer: 'priya@talanta.dev',
    coverLetter:
      'I built the fraud and credit-risk scoring models of a Bengaluru lending platform and served them behind ' +
      'Flask APIs with p99 latency under 60 ms. I would start with a two-week baseline on your labelled ' +
      'chargebacks, then tune for precision at the review volume your team can handle.',
    proposedRate: 65,
    estimatedHours: 110,
    startsAfterDays: 10,
    status: 'pending',
    daysAgo: 13,
  },
  {
    job: 'kilima-fraud-model',
    developer: 'vikram.reddy@example.com',
    coverLetter:
      'I have built anomaly detection on pharmacy transaction data and would approach your chargebacks the ' +
      'same way: careful features from transaction history, a gradient-boosted model and a monitoring notebook ' +
      'your analysts can rerun every week.',
    proposedRate: 50,
    estimatedHours: 120,
    startsAfterDays: 14,
    status: 'pending',
    daysAgo: 10,
  },
  {
    job: 'shamba-marketplace',
    developer: 'developer@talanta.dev',
    coverLetter:
      'I have built marketplaces with React front ends and Python back ends, and I know the Nairobi delivery ' +
      'landscape well. I would be glad to take on buyer accounts and standing weekly orders, although I am more ' +
      'of a TypeScript engineer than a Django one.',
    proposedRate: 40,
    estimatedHours: 800,
    startsAfterDays: 14,
    status: 'rejected',
    daysAgo: 15,
    decidedDaysAgo: 10,
  },
  {
    job: 'shamba-marketplace',
    developer: 'kevin.mutua@example.com',
    coverLetter:
      'Django and PostgreSQL are my daily tools, and I built delivery scheduling for a logistics company on the ' +
      'coast, so standing orders and delivery windows are familiar. I can be in Nairobi for the three office ' +
      'days and start within a week.',
    proposedRate: 32,
    estimatedHours: 900,
    startsAfterDays: 7,
    status: 'accepted',
    daysAgo: 14,
    decidedDaysAgo: 8,
  },
  {
    job: 'shamba-ussd-orders',
    developer: 'kevin.mutua@example.com',
    coverLetter:
      "I have built USSD menus for a clearing agents' association in Mombasa, including session handling " +
      'across gateway timeouts. I can build your listing, prices and pickup menus with SMS confirmations and ' +
      'hand over tests for every menu path.',
    proposedRate: 35,
    estimatedHours: 90,
    startsAfterDays: 5,
    status: 'pending',
    daysAgo: 16,
  },
  {
    job: 'shamba-ussd-orders',
    developer: 'hassan.abdallah@example.com',
    coverLetter:
      'Before blockchain work I spent three years on payment gateways in Node.js, including USSD checkout for ' +
      'a merchant aggregator. I know how unreliable gateway callbacks can be and would design the flows to ' +
      'survive retries and dropped sessions.',
    proposedRate: 55,
    estimatedHours: 80,
    startsAfterDays: 7,
    status: 'pending',
    daysAgo: 15,
  },
  {
    job: 'shamba-price-dashboards',
    developer: 'vikram.reddy@example.com',
    coverLetter:
      'I built weekly demand forecasts for a 300-store pharmacy chain, and crop prices per county are a very ' +
      'similar problem. I would start with clean county-level price tables in PostgreSQL, a dashboard per crop ' +
      'and a simple seasonal forecast farmers can trust.',
    proposedRate: 30,
    estimatedHours: 200,
    startsAfterDays: 10,
    status: 'interview',
    daysAgo: 24,
    decidedDaysAgo: 19,
  },
  {
    job: 'shamba-field-agent-app',
    developer: 'wanjiku.kamau@example.com',
    coverLetter:
      'Offline capture with sync on reconnect is exactly what I built for community health workers in 12 ' +
      'counties. I can deliver the grading screens, photo capture and background sync in Kotlin with Firebase, ' +
      'and I am in Nairobi if you want to test with agents in person.',
    proposedRate: 35,
    estimatedHours: 220,
    startsAfterDays: 14,
    status: 'pending',
    daysAgo: 5,
  },
  {
    job: 'shamba-field-agent-app',
    developer: 'rahul.nair@example.com',
    coverLetter:
      'I have built Kotlin apps that record photos and forms offline, including a delivery app for grocery ' +
      'riders in Kerala. I would be glad to build your field agent app and learn from your senior engineer ' +
      'along the way.',
    proposedRate: 30,
    estimatedHours: 240,
    startsAfterDays: 10,
    status: 'rejected',
    daysAgo: 5.5,
    decidedDaysAgo: 2,
  },
];
