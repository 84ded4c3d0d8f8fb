import { Alert, App, Button, Card, Descriptions, Empty, Input, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSiteClock } from '@/hooks/use-site-clock';
import { errorText } from '@/lib/api-client';
import {
  type BuyerRegistrations,
  useApproveRegistration,
  useRegistrations,
  useRejectRegistration,
  useResendRegistration,
} from '../api/registrations';
import { REGISTRATION_COLOUR } from '../components/pending-registrations';
import '../components/registration.css';
import '../components/tender.css';
import { useConsoleRole } from '../hooks/use-console-role';
import { BUYER_HOME, rfqPath, supplierRecordPath } from '../lib/paths';

type Registration = BuyerRegistrations[number];

/**
 * The registrations of the site (/buyer/registrations, issue 33, item 4): those waiting for review first,
 * each with the profile the company entered; an approver or a buyer of the site approves (the company
 * becomes a supplier with its invitation) or rejects with a reason mailed to the contact. A link not used
 * yet can be withdrawn the same way, or (by a buyer) sent again, waiting or expired.
 */
export function RegistrationsPage() {
  const { t } = useTranslation('buyer');
  usePageTitle('buyerRegistrations');
  const { modal, message } = App.useApp();
  const clock = useSiteClock();
  const registrations = useRegistrations();
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const resend = useResendRegistration();
  const role = useConsoleRole();
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [reason, setReason] = useState('');

  const confirmApprove = (r: Registration) =>
    modal.confirm({
      title: t('registration.approveTitle', { company: r.profile?.companyname ?? r.companyname }),
      content: t('registration.approveText'),
      okText: t('registration.approve'),
      cancelText: t('actions.back'),
      onOk: async () => {
        try {
          const done = await approve.mutateAsync({ registrationid: r.registrationid });
          message.success(t(`registration.approved.${done.invitation}`, { code: done.suppliercode }));
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });

  // A link not used yet, waiting or expired: a buyer sends a new one (the old one stops working).
  const sendAgain = async (r: Registration) => {
    try {
      const sent = await resend.mutateAsync({ registrationid: r.registrationid });
      message.success(t('registration.resent', { email: r.email, time: clock.dateTime(sent.expiresat) }));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const sendReject = async () => {
    if (!rejecting) return;
    try {
      await reject.mutateAsync({ registrationid: rejecting.registrationid, reason });
      message.success(t('registration.rejected'));
      setRejecting(null);
      setReason('');
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  };

  const when = (value: string | null) => (value ? clock.dateTime(value) : '');
  const rows = registrations.data ?? [];
  return (
    <div className="tp-bt-page" data-testid="registrations-page">
      <Link to={BUYER_HOME} className="tp-bt-back">
        {t('page.back')}
      </Link>
      <Typography.Title level={1}>{t('registration.pageTitle')}</Typography.Title>
      <p className="tp-bt-note">{t('registration.pageIntro')}</p>
      {registrations.isError ? <Alert type="error" showIcon title={errorText(registrations.error)} /> : null}
      <Spin spinning={registrations.isPending}>
        {registrations.isSuccess && rows.length === 0 ? (
          <Empty description={t('registration.empty')} />
        ) : null}
        {rows.map((r) => {
          const p = r.profile;
          return (
            <Card
              key={r.registrationid}
              className="tp-bt-registration"
              data-testid="registration-card"
              title={
                <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                  {p?.companyname ?? r.companyname}
                </Typography.Title>
              }
              extra={
                <>
                  <Tag color={REGISTRATION_COLOUR[r.status]}>{t(`registration.state.${r.status}`)}</Tag>
                  {r.flagged ? <Tag color="red">{t('registration.flagged')}</Tag> : null}
                </>
              }
            >
              <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }}>
                <Descriptions.Item label={t('registration.tender')}>
                  {/* The number on a line of its own (a link alone in its block: no underline needed), the
                      description under it: the item's content is a flex box, where a space between them drops. */}
                  <div>
                    <div>
                      <Link to={rfqPath(r.rfqnum)}>{r.rfqnum}</Link>
                    </div>
                    <div>{r.rfqdescription}</div>
                  </div>
                </Descriptions.Item>
                <Descriptions.Item label={t('registration.contactname')}>
                  {[p?.salutation, r.contactname].filter(Boolean).join(' ')}
                  {p?.position ? `, ${p.position}` : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('registration.email')}>{r.email}</Descriptions.Item>
                <Descriptions.Item label={t('registration.invited')}>
                  {t('registration.invitedAt', { name: r.invitedby, time: when(r.invitedat) })}
                </Descriptions.Item>
                {r.status === 'INVITED' ? (
                  <Descriptions.Item label={t('registration.expires')}>{when(r.expiresat)}</Descriptions.Item>
                ) : null}
                {r.submittedat ? (
                  <Descriptions.Item label={t('registration.submitted')}>
                    {when(r.submittedat)}
                  </Descriptions.Item>
                ) : null}
                {r.loginid ? (
                  <Descriptions.Item label={t('registration.loginid')}>{r.loginid}</Descriptions.Item>
                ) : null}
                {p ? (
                  <>
                    <Descriptions.Item label={t('registration.address')}>
                      {[p.addressline1, p.addressline2, p.addressline3, p.city, p.state, p.zip]
                        .filter(Boolean)
                        .join(', ')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('registration.phone')}>
                      {[p.phone, p.fax ? `${t('registration.fax')} ${p.fax}` : '']
                        .filter(Boolean)
                        .join(' / ')}
                    </Descriptions.Item>
                    {p.contactphone ? (
                      <Descriptions.Item label={t('registration.contactphone')}>
                        {p.contactphone}
                      </Descriptions.Item>
                    ) : null}
                    {p.homepage ? (
                      <Descriptions.Item label={t('registration.homepage')}>{p.homepage}</Descriptions.Item>
                    ) : null}
                    <Descriptions.Item label={t('registration.br')}>
                      {[p.brnumber, p.brexpirydate ? t('registration.until', { date: p.brexpirydate }) : '']
                        .filter(Boolean)
                        .join(' ')}
                    </Descriptions.Item>
                    {p.cinumber || p.ciexpirydate ? (
                      <Descriptions.Item label={t('registration.ci')}>
                        {[p.cinumber, p.ciexpirydate ? t('registration.until', { date: p.ciexpirydate }) : '']
                          .filter(Boolean)
                          .join(' ')}
                      </Descriptions.Item>
                    ) : null}
                  </>
                ) : null}
                {r.decidedat ? (
                  <Descriptions.Item label={t('registration.decided')}>
                    {t('registration.invitedAt', { name: r.decidedby, time: when(r.decidedat) })}
                  </Descriptions.Item>
                ) : null}
                {r.reason ? (
                  <Descriptions.Item label={t('registration.reason')}>{r.reason}</Descriptions.Item>
                ) : null}
                {r.suppliercode ? (
                  <Descriptions.Item label={t('registration.suppliercode')}>
                    <Link to={supplierRecordPath(r.suppliercode)}>{r.suppliercode}</Link>
                  </Descriptions.Item>
                ) : null}
              </Descriptions>
              {r.flagged ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('registration.flaggedText')}
                  className="tp-bt-dialog-alert"
                />
              ) : null}
              {r.status === 'SUBMITTED' || r.status === 'INVITED' || r.status === 'EXPIRED' ? (
                <div className="tp-bt-dialog-buttons">
                  <Button danger onClick={() => setRejecting(r)}>
                    {t(r.status === 'SUBMITTED' ? 'registration.reject' : 'registration.withdraw')}
                  </Button>
                  {r.status !== 'SUBMITTED' && role.buyer ? (
                    <Button
                      type={r.status === 'EXPIRED' ? 'primary' : 'default'}
                      loading={resend.isPending && resend.variables?.registrationid === r.registrationid}
                      onClick={() => void sendAgain(r)}
                    >
                      {t('registration.resend')}
                    </Button>
                  ) : null}
                  {r.status === 'SUBMITTED' ? (
                    <Button type="primary" onClick={() => confirmApprove(r)}>
                      {t('registration.approve')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </Card>
          );
        })}
      </Spin>
      <Modal
        open={rejecting !== null}
        title={t('registration.rejectTitle', { company: rejecting?.companyname ?? '' })}
        okText={t('registration.reject')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: reject.isPending }}
        cancelText={t('actions.back')}
        onOk={sendReject}
        onCancel={() => {
          reject.reset();
          setRejecting(null);
        }}
        destroyOnHidden
      >
        <p>{t('registration.rejectText')}</p>
        <Input.TextArea
          aria-label={t('registration.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={2000}
          rows={4}
        />
        {reject.isError ? (
          <Alert type="error" showIcon title={errorText(reject.error)} className="tp-bt-dialog-alert" />
        ) : null}
      </Modal>
    </div>
  );
}
