import { AndroidOutlined, AppleOutlined, DesktopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, QRCode, Row, Typography } from 'antd';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { installPrompt } from '@/lib/install-prompt';
import { MarkedText } from '../components/marked-text';
import '../app-download.css';

const NAMESPACE = 'app-download';

/** One device's install steps: `<b>` in a step marks a label the user looks for on the screen. */
function InstallSteps({ id, icon, steps }: { id: string; icon: ReactNode; steps: string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = `app-download-${id}`;
  return (
    <Card
      className="tp-app-download__card"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="tp-app-download__card-title">
          <span className="tp-app-download__card-icon" aria-hidden>
            {icon}
          </span>
          {t(`${id}.title`)}
        </h2>
      }
    >
      <Typography.Paragraph type="secondary">{t(`${id}.browser`)}</Typography.Paragraph>
      <ol className="tp-app-download__steps">
        {steps.map((step) => (
          <li key={step}>
            <MarkedText text={t(`${id}.${step}`)} />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** What this browser can do now: the installed app, an install button, or the steps below. */
function InstallStatus() {
  const { t } = useTranslation(NAMESPACE);
  const store = installPrompt();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [asking, setAsking] = useState(false);

  if (state === 'standalone') return <Alert type="success" showIcon title={t('status.standalone')} />;
  if (state === 'installed') return <Alert type="success" showIcon title={t('status.installed')} />;
  if (state === 'manual') return null;
  const install = async () => {
    setAsking(true);
    try {
      await store.promptInstall();
    } finally {
      setAsking(false);
    }
  };
  return (
    <Alert
      type="info"
      showIcon
      title={t('status.available')}
      action={
        <Button type="primary" loading={asking} onClick={() => void install()}>
          {t('status.install')}
        </Button>
      }
    />
  );
}

/** /appdownload (spec 2.11): install the portal as an app on Android, iOS or a computer. */
export function AppDownloadPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle('appDownload');
  const address = `${window.location.origin}/`;
  return (
    <div className="tp-app-download">
      <Typography.Title level={1}>{t('title')}</Typography.Title>
      <Typography.Paragraph className="tp-app-download__intro">{t('intro')}</Typography.Paragraph>
      <InstallStatus />
      <p className="tp-app-download__address">
        <span>{t('address')}</span>{' '}
        <Typography.Text code copyable={{ tooltips: [t('copy'), t('copied')] }}>
          {address}
        </Typography.Text>
      </p>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <InstallSteps
            id="android"
            icon={<AndroidOutlined />}
            steps={['step1', 'step2', 'step3', 'step4']}
          />
        </Col>
        <Col xs={24} lg={12}>
          <InstallSteps id="ios" icon={<AppleOutlined />} steps={['step1', 'step2', 'step3', 'step4']} />
        </Col>
        <Col xs={24}>
          <Card
            className="tp-app-download__card"
            aria-labelledby="app-download-computer"
            title={
              <h2 id="app-download-computer" className="tp-app-download__card-title">
                <span className="tp-app-download__card-icon" aria-hidden>
                  <DesktopOutlined />
                </span>
                {t('computer.title')}
              </h2>
            }
          >
            <div className="tp-app-download__computer">
              <div>
                <Typography.Paragraph type="secondary">{t('computer.browser')}</Typography.Paragraph>
                <ol className="tp-app-download__steps">
                  <li>
                    <MarkedText text={t('computer.step1')} />
                  </li>
                  <li>
                    <MarkedText text={t('computer.step2')} />
                  </li>
                </ol>
              </div>
              {/* For a desk user who wants the app on their phone: the camera opens the portal there. */}
              <figure className="tp-app-download__qr">
                <QRCode value={address} type="svg" size={144} bordered={false} aria-hidden />
                <figcaption>{t('computer.scan')}</figcaption>
              </figure>
            </div>
          </Card>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" className="tp-app-download__note">
        {t('note')}
      </Typography.Paragraph>
    </div>
  );
}
