import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo-mark';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { session } from '@/lib/session';
import { DemoSignIn } from './demo-sign-in';
import { LoginForm, type SecondStep } from './login-form';
import classes from './login-page.module.css';

/** The second step's code (and the enrolment's) loads only for a user who needs it. */
const SecondStepPanel = lazy(() => import('./second-step'));

/** The sign-in screen (outside the shell). `toolbar` holds page-level controls (language). */
export function LoginPage({ toolbar }: { toolbar?: ReactNode }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('title'));
  const [restoreError] = useState(() => session.takeRestoreError());
  const [prefill, setPrefill] = useState<{ username: string; password: string; key: number }>();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  return (
    <div className={classes.page}>
      <aside className={classes.hero} aria-hidden>
        <div className={classes.heroInner}>
          <div className={classes.heroLogo}>
            <LogoMark size={44} />
          </div>
          <Title order={2} className={classes.heroTitle}>
            {t('hero.title')}
          </Title>
          <Text className={classes.heroText}>{t('hero.text')}</Text>
        </div>
      </aside>
      <main className={classes.formSide}>
        <div className={classes.toolbar}>{toolbar}</div>
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', sm: 36 }} withBorder shadow="md">
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {t('title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('subtitle')}
              </Text>
            </div>
            {restoreError && (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="session-error">
                {t('sessionDiscarded', { reason: restoreError })}
              </Alert>
            )}
            {secondStep ? (
              <Suspense
                fallback={
                  <Center py="lg">
                    <Loader size="sm" aria-label={t('common:loading')} />
                  </Center>
                }
              >
                <SecondStepPanel step={secondStep} onBack={() => setSecondStep(null)} />
              </Suspense>
            ) : (
              <>
                <LoginForm prefill={prefill} onSecondStep={setSecondStep} />
                <DemoSignIn onUse={(credentials) => setPrefill({ ...credentials, key: Date.now() })} />
              </>
            )}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
