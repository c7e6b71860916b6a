import type { DemoDeveloper } from './types';

/** Bengaluru, Pune, Hyderabad and beyond; the last one signed up days ago and awaits approval. */
export const INDIAN_DEVELOPERS = [
  {
    email: 'priya@talanta.dev',
    firstName: 'Priya',
    lastName: 'Sharma',
    phoneNumber: null,
    daysAgo: 92,
    profile: {
      title: 'Machine Learning Engineer',
      bio:
        'Machine learning engineer with six years of shipping models to production, most recently credit-risk ' +
        'and fraud scoring for a Bengaluru lending platform. I build the whole path: feature pipelines in ' +
        'Python, model serving behind Flask APIs and drift monitoring on AWS.',
      skills: ['Python', 'Flask', 'Django', 'PostgreSQL', 'AWS', 'Docker', 'Kubernetes'],
      hourlyRate: 65,
      yearsOfExperience: 6,
      availability: 'contract',
      location: 'Bengaluru, India',
      githubUrl: 'https://github.com/priya-sharma-ml',
      linkedinUrl: 'https://www.linkedin.com/in/priya-sharma-ml',
      portfolioUrl: 'https://priyasharma.example.com',
      areaOfSpecialization: 'Machine Learning & AI',
      isApproved: true,
      isVerified: true,
    },
  },
  {
    email: 'arjun.mehta@example.com',
    firstName: 'Arjun',
    lastName: 'Mehta',
    phoneNumber: null,
    daysAgo: 85,
    profile: {
      title: 'Senior Java Backend Engineer',
      bio:
        'Backend engineer with eleven years on Java and Spring, mostly in healthcare and insurance. I led a ' +
        "hospital chain's move from a monolith to Spring services on Kubernetes and designed the patient-record " +
        'APIs now used by more than 200 clinics.',
      skills: ['Java', 'Spring', 'MySQL', 'PostgreSQL', 'Kubernetes', 'Docker', 'REST API', 'AWS'],
      hourlyRate: 55,
      yearsOfExperience: 11,
      availability: 'full-time',
      location: 'Pune, India',
      githubUrl: 'https://github.com/arjunmehta',
      linkedinUrl: 'https://www.linkedin.com/in/arjun-mehta-java',
      portfolioUrl: null,
      areaOfSpecialization: 'Backend Development',
      isApproved: true,
      isVerified: true,
    },
  },
  {
    email: 'ananya.iyer@example.com',
    firstName: 'Ananya',
    lastName: 'Iyer',
    phoneNumber: null,
    daysAgo: 78,
    profile: {
      title: 'Angular & TypeScript Frontend Developer',
      bio:
        'Frontend developer specialising in large Angular applications for edtech and SaaS. I built the course ' +
        'player and instructor dashboard of a learning platform with 1.5 million learners and migrated it off ' +
        'AngularJS without a feature freeze.',
      skills: ['Angular', 'TypeScript', 'JavaScript', 'SASS', 'REST API', 'React'],
      hourlyRate: 40,
      yearsOfExperience: 5,
      availability: 'contract',
      location: 'Chennai, India',
      githubUrl: 'https://github.com/ananya-iyer',
      linkedinUrl: 'https://www.linkedin.com/in/ananya-iyer',
      portfolioUrl: 'https://ananyaiyer.example.com',
      areaOfSpecialization: 'Frontend Development',
      isApproved: true,
      isVerified: false,
    },
  },
  {
    email: 'rahul.nair@example.com',
    firstName: 'Rahul',
    lastName: 'Nair',
    phoneNumber: null,
    daysAgo: 72,
    profile: {
      title: 'Mobile Developer (iOS & Android)',
      bio:
        'Mobile developer who has published more than ten apps on iOS and Android, from a tele-consultation ' +
        'app to a regional grocery delivery app. I write native Swift and Kotlin and wire up Firebase analytics ' +
        'and crash reporting from day one.',
      skills: ['Swift', 'Kotlin', 'Firebase', 'REST API', 'GraphQL'],
      hourlyRate: 35,
      yearsOfExperience: 4,
      availability: 'full-time',
      location: 'Kochi, India',
      githubUrl: 'https://github.com/rahulnair-dev',
      linkedinUrl: 'https://www.linkedin.com/in/rahul-nair-mobile',
      portfolioUrl: null,
      areaOfSpecialization: 'Mobile App Development',
      isApproved: true,
      isVerified: false,
    },
  },
  {
    email: 'vikram.reddy@example.com',
    firstName: 'Vikram',
    lastName: 'Reddy',
    phoneNumber: null,
    daysAgo: 68,
    profile: {
      title: 'Data Scientist & Analytics Engineer',
      bio:
        'Data scientist who builds dashboards and forecasting models that business teams actually use. I built ' +
        'demand forecasts for a chain of 300 pharmacies and the audience analytics pipeline of a regional news ' +
        'network. I work in Python and SQL and deploy on GCP and AWS.',
      skills: ['Python', 'PostgreSQL', 'MySQL', 'GCP', 'AWS', 'Docker', 'Flask'],
      hourlyRate: 48,
      yearsOfExperience: 7,
      availability: 'contract',
      location: 'Hyderabad, India',
      githubUrl: 'https://github.com/vikram-reddy-data',
      linkedinUrl: 'https://www.linkedin.com/in/vikram-reddy-data',
      portfolioUrl: 'https://vikramreddy.example.com',
      areaOfSpecialization: 'Data Science & Analytics',
      isApproved: true,
      isVerified: true,
    },
  },
  {
    email: 'sneha.kulkarni@example.com',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    phoneNumber: null,
    daysAgo: 60,
    profile: {
      title: 'Full Stack Developer (Ruby on Rails & React)',
      bio:
        'Full stack developer with five years on Rails and React, mostly for edtech and marketplace startups. ' +
        'I built the assessment engine of an exam-preparation platform and the seller onboarding of a B2B ' +
        'marketplace, owning features from the database migration to the last pixel.',
      skills: ['Ruby', 'Ruby on Rails', 'React', 'JavaScript', 'PostgreSQL', 'Docker'],
      hourlyRate: 42,
      yearsOfExperience: 5,
      availability: 'part-time',
      location: 'Pune, India',
      githubUrl: 'https://github.com/snehakulkarni',
      linkedinUrl: 'https://www.linkedin.com/in/sneha-kulkarni',
      portfolioUrl: null,
      areaOfSpecialization: 'Full Stack Development',
      isApproved: true,
      isVerified: false,
    },
  },
  {
    email: 'karthik.subramanian@example.com',
    firstName: 'Karthik',
    lastName: 'Subramanian',
    phoneNumber: null,
    daysAgo: 90,
    profile: {
      title: 'Azure Cloud & .NET Engineer',
      bio:
        'Cloud engineer with fourteen years in the Microsoft stack, from C# services to Azure Kubernetes ' +
        'Service. I migrated a hospital information system to Azure without losing a record and run platform ' +
        'teams that support more than 40 developers in regulated industries.',
      skills: ['Azure', 'C#', '.NET', 'Kubernetes', 'Docker', 'PostgreSQL', 'Go'],
      hourlyRate: 85,
      yearsOfExperience: 14,
      availability: 'contract',
      location: 'Chennai, India',
      githubUrl: 'https://github.com/karthik-subramanian',
      linkedinUrl: 'https://www.linkedin.com/in/karthik-subramanian',
      portfolioUrl: null,
      areaOfSpecialization: 'DevOps & Cloud',
      isApproved: true,
      isVerified: true,
    },
  },
  {
    email: 'neha.gupta@example.com',
    firstName: 'Neha',
    lastName: 'Gupta',
    phoneNumber: null,
    daysAgo: 4,
    profile: {
      title: 'Game Developer (Unity, C#)',
      bio:
        'Game developer who has shipped three casual mobile games in Unity with C#, including a cricket game ' +
        'with 500,000 downloads. I also build the Node.js and Firebase back ends for leaderboards and live events.',
      skills: ['C#', '.NET', 'Firebase', 'Node.js', 'JavaScript'],
      hourlyRate: 30,
      yearsOfExperience: 3,
      availability: 'full-time',
      location: 'Delhi, India',
      githubUrl: 'https://github.com/nehagupta-games',
      linkedinUrl: 'https://www.linkedin.com/in/neha-gupta-games',
      portfolioUrl: 'https://nehagupta.example.com',
      areaOfSpecialization: 'Game Development',
      isApproved: false,
      isVerified: false,
    },
  },
] as const satisfies readonly DemoDeveloper[];
