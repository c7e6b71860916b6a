import { RadioCardGroup } from '@talanta/ui';
import { BriefcaseBusiness, CodeXml } from 'lucide-react';
import type { RegistrableRole } from './search-params';

const ROLE_OPTIONS = [
  {
    value: 'developer',
    label: 'Tech Talent',
    description: 'Find remote roles with companies worldwide.',
    icon: <CodeXml aria-hidden="true" className="size-4" />,
  },
  {
    value: 'client',
    label: 'Business/Client',
    description: 'Hire vetted developers for your team.',
    icon: <BriefcaseBusiness aria-hidden="true" className="size-4" />,
  },
] as const;

interface RoleChoiceProps {
  value: RegistrableRole | undefined;
  onChange: (role: RegistrableRole) => void;
  error?: string;
}

/** The registration role radio: Tech Talent (developer) or Business/Client. */
export function RoleChoice({ value, onChange, error }: RoleChoiceProps) {
  return (
    <RadioCardGroup
      legend="I want to join as"
      name="role"
      value={value}
      onChange={onChange}
      options={ROLE_OPTIONS}
      error={error}
    />
  );
}
