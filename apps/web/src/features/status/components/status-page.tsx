import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import classes from './status-page.module.css';

interface StatusPageProps {
  code?: string;
  icon: Icon;
  color: string;
  title: string;
  text?: string;
  withHome?: boolean;
  /** Inside the shell the page sits in the content area instead of filling the window. */
  embedded?: boolean;
  testId: string;
}

export function StatusPage({ code, icon: IconComponent, color, title, text, withHome = true, embedded, testId }: StatusPageProps) {
  const { t } = useTranslation('status');
  useDocumentTitle(title);
  return (
    <div className={classes.page} data-embedded={embedded || undefined} data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={84} radius={42} variant="light" color={color}>
          <IconComponent size={42} stroke={1.5} />
        </ThemeIcon>
        {code && (
          <Text fz={72} fw={800} lh={1} c={color} className={classes.code}>
            {code}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        {withHome && (
          <Button component={Link} to={paths.root.getHref()} leftSection={<IconHome size={16} />} mt="sm" data-testid="status-home">
            {t('home')}
          </Button>
        )}
      </Stack>
    </div>
  );
}
