/**
 * One of the landing page's 20 skill groups (spec 000 §2). How many approved developers each holds
 * is counted from the database (`developersBySkillCategory` of the public figures, issue 40): a
 * developer counts in a group when one of their skills has the key of one of the group's skills.
 */
export interface SkillCategory {
  id: string;
  title: string;
  skills: readonly string[];
}

export const SKILL_CATEGORIES: readonly SkillCategory[] = [
  {
    id: 'full-stack',
    title: 'Full Stack',
    skills: ['React', 'Node.js', 'TypeScript', 'Next.js', 'PostgreSQL', 'GraphQL', 'REST API'],
  },
  {
    id: 'frontend',
    title: 'Frontend',
    skills: ['React', 'Vue.js', 'Angular', 'TypeScript', 'TailwindCSS', 'SASS'],
  },
  {
    id: 'backend',
    title: 'Backend',
    skills: ['Node.js', 'Python', 'Go', 'Java', 'PHP', 'Ruby on Rails', '.NET'],
  },
  {
    id: 'mobile',
    title: 'Mobile',
    skills: ['Kotlin', 'Swift', 'Flutter', 'React Native', 'Firebase'],
  },
  {
    id: 'ai-ml',
    title: 'AI & ML',
    skills: ['Python', 'TensorFlow', 'PyTorch', 'scikit-learn', 'LLM applications', 'NLP', 'Computer vision'],
  },
  {
    id: 'devops',
    title: 'DevOps',
    skills: ['Docker', 'Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux', 'Observability'],
  },
  { id: 'cloud', title: 'Cloud', skills: ['AWS', 'Azure', 'GCP', 'Serverless', 'Cloud architecture'] },
  {
    id: 'data-engineering',
    title: 'Data Engineering',
    skills: ['Apache Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake'],
  },
  {
    id: 'data-science',
    title: 'Data Science & Analytics',
    skills: ['Python', 'R', 'SQL', 'pandas', 'Power BI', 'Tableau'],
  },
  {
    id: 'design',
    title: 'UI/UX Design',
    skills: ['Figma', 'Design systems', 'Prototyping', 'User research', 'Accessibility'],
  },
  { id: 'qa', title: 'QA & Testing', skills: ['Playwright', 'Cypress', 'Selenium', 'Jest', 'Load testing'] },
  {
    id: 'blockchain',
    title: 'Blockchain',
    skills: ['Solidity', 'Ethereum', 'Web3.js', 'Smart contracts', 'Rust'],
  },
  { id: 'games', title: 'Game Development', skills: ['Unity', 'Unreal Engine', 'C#', 'C++', 'Godot'] },
  {
    id: 'security',
    title: 'Cybersecurity',
    skills: ['Penetration testing', 'OWASP', 'Identity & access', 'SOC 2', 'Threat modelling'],
  },
  {
    id: 'databases',
    title: 'Databases',
    skills: ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Elasticsearch'],
  },
  {
    id: 'ecommerce',
    title: 'E-commerce',
    skills: ['Shopify', 'WooCommerce', 'Magento', 'Stripe', 'Headless commerce'],
  },
  {
    id: 'fintech',
    title: 'Fintech & Payments',
    skills: ['M-Pesa Daraja API', 'UPI', 'Stripe', 'Flutterwave', 'Reconciliation', 'KYC'],
  },
  {
    id: 'embedded',
    title: 'Embedded & IoT',
    skills: ['C', 'C++', 'Rust', 'MQTT', 'Raspberry Pi', 'Arduino'],
  },
  { id: 'cms', title: 'CMS & Web', skills: ['WordPress', 'Drupal', 'Strapi', 'Contentful', 'Headless CMS'] },
  {
    id: 'product',
    title: 'Product & Project Management',
    skills: ['Agile', 'Scrum', 'Jira', 'Roadmapping', 'Technical writing'],
  },
];
