import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { EmailBlock, EmailContent } from './email-content';
import { type EmailText, emailLocale, emailText } from './email-language';

/**
 * The one email layout: the product's dark look (packages/ui tokens), declared as dark so mail apps
 * in dark mode keep it instead of inverting it, a 600 px container that shrinks on phones, and a
 * footer saying why the email came, with the unsubscribe and preferences links where they apply.
 */
export const EMAIL_COLORS = {
  canvas: '#080b12',
  surface: '#0e131d',
  line: '#1f2838',
  ink: '#e9edf5',
  muted: '#9aa5b9',
  accent: '#3ee0a1',
  onAccent: '#03170f',
} as const;

export interface EmailFooterLinks {
  /** Why this person got the email. */
  reason: string;
  unsubscribeUrl: string | null;
  preferencesUrl: string | null;
}

const text = { color: EMAIL_COLORS.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const small = { color: EMAIL_COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };

function Block({ block, t }: { block: EmailBlock; t: EmailText }) {
  if ('paragraph' in block) return <Text style={text}>{block.paragraph}</Text>;
  if ('heading' in block)
    return (
      <Heading
        as="h2"
        style={{ color: EMAIL_COLORS.ink, fontSize: '18px', lineHeight: '26px', margin: '8px 0 8px' }}
      >
        {block.heading}
      </Heading>
    );
  if ('links' in block)
    return (
      <Section style={{ margin: '0 0 16px' }}>
        {block.links.map((entry) => (
          <Section key={`${entry.title}${entry.url}`} style={{ margin: '0 0 12px' }}>
            <Text style={{ ...text, fontWeight: 600, margin: 0 }}>
              {entry.url ? (
                <Link href={entry.url} style={{ color: EMAIL_COLORS.accent }}>
                  {entry.title}
                </Link>
              ) : (
                entry.title
              )}
            </Text>
            <Text style={{ ...small, margin: 0 }}>{entry.text}</Text>
          </Section>
        ))}
      </Section>
    );
  if ('facts' in block)
    return (
      <Section style={{ margin: '0 0 16px' }}>
        {block.facts.map((fact) => (
          <Text key={fact.label} style={{ ...text, margin: '0 0 4px' }}>
            <strong style={{ color: EMAIL_COLORS.muted }}>{fact.label}:</strong> {fact.value}
          </Text>
        ))}
      </Section>
    );
  if ('list' in block)
    return (
      <Section style={{ margin: '0 0 16px' }}>
        {block.list.map((item) => (
          <Text key={item} style={{ ...text, margin: '0 0 4px' }}>
            • {item}
          </Text>
        ))}
      </Section>
    );
  if ('quote' in block)
    return (
      <Section
        style={{ borderLeft: `3px solid ${EMAIL_COLORS.accent}`, padding: '0 0 0 12px', margin: '0 0 16px' }}
      >
        <Text style={{ ...small, margin: '0 0 4px' }}>{block.quote.label}</Text>
        <Text style={{ ...text, margin: 0, whiteSpace: 'pre-wrap' }}>{block.quote.text}</Text>
      </Section>
    );
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={block.action.url}
        style={{
          backgroundColor: EMAIL_COLORS.accent,
          color: EMAIL_COLORS.onAccent,
          borderRadius: '8px',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {block.action.label}
      </Button>
      <Text style={{ ...small, margin: '12px 0 0', wordBreak: 'break-all' }}>
        {t('Or open this link:')}{' '}
        <Link href={block.action.url} style={{ color: EMAIL_COLORS.accent }}>
          {block.action.url}
        </Link>
      </Text>
    </Section>
  );
}

export function EmailLayout({ content, footer }: { content: EmailContent; footer: EmailFooterLinks }) {
  const t = emailText(content.locale);
  return (
    <Html lang={emailLocale(content.locale)}>
      <Head>
        {/* The subject as the document's title: what a reader's tab or a screen reader names it. */}
        <title>{content.subject}</title>
        <meta name="color-scheme" content="dark" />
        <meta name="supported-color-schemes" content="dark" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body
        style={{
          backgroundColor: EMAIL_COLORS.canvas,
          color: EMAIL_COLORS.ink,
          fontFamily: 'Inter, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 12px',
        }}
      >
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Text style={{ color: EMAIL_COLORS.accent, fontSize: '22px', fontWeight: 700, margin: '0 0 16px' }}>
            Talanta
          </Text>
          <Section
            style={{
              backgroundColor: EMAIL_COLORS.surface,
              border: `1px solid ${EMAIL_COLORS.line}`,
              borderRadius: '12px',
              padding: '24px',
            }}
          >
            <Heading
              as="h1"
              style={{ color: EMAIL_COLORS.ink, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
            >
              {content.subject}
            </Heading>
            <Text style={text}>{content.greeting}</Text>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} t={t} />
            ))}
            {(content.signoff ?? [t('The Talanta team')]).map((line) => (
              <Text key={line} style={{ ...text, margin: 0 }}>
                {line}
              </Text>
            ))}
          </Section>
          <Hr style={{ borderColor: EMAIL_COLORS.line, margin: '24px 0 16px' }} />
          <Text style={small}>{footer.reason}</Text>
          {footer.unsubscribeUrl ? (
            <Text style={small}>
              <Link href={footer.unsubscribeUrl} style={{ color: EMAIL_COLORS.accent }}>
                {t('Unsubscribe from these emails')}
              </Link>
              {footer.preferencesUrl ? (
                <>
                  {' · '}
                  <Link href={footer.preferencesUrl} style={{ color: EMAIL_COLORS.accent }}>
                    {t('Email preferences')}
                  </Link>
                </>
              ) : null}
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
