import { RadioCardGroup } from '@talanta/ui';
import { BriefcaseBusiness, CodeXml } from 'lucide-react';
import { useT } from '@/lib/i18n';
import type { RegistrableRole } from './search-params';

interface RoleChoiceProps {
  value: RegistrableRole | undefined;
  onChange: (role: RegistrableRole) => void;
  error?: string;
}

/** The registration role radio: Tech Talent (developer) or Business/Client. */
export function RoleChoice({ value, onChange, error }: RoleChoiceProps) {
  const t = useT();
  const options = [
    {
      value: 'developer',
      label: t('Tech Talent'),
      description: t('Find remote roles with companies worldwide.'),
      icon: <CodeXml aria-hidden="true" className="size-4" />,
    },
    {
      value: 'client',
      label: t('Business/Client'),
      description: t('Hire vetted developers for your team.'),
      icon: <BriefcaseBusiness aria-hidden="true" className="size-4" />,
    },
  ] as const;
  return (
    <RadioCardGroup
      legend={t('I want to join as')}
      name="role"
      value={value}
      onChange={onChange}
      options={options}
      error={t.text(error)}
    />
  );
}
