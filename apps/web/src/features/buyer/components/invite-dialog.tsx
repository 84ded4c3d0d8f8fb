import type { BuyerRfqStage, BuyerSupplierItem } from '@tender/api-contract';
import { Alert, App, Checkbox, Input, Modal, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/api-client';
import { useInviteSuppliers } from '../api/invite-suppliers';
import { useSupplierSearch } from '../api/search-suppliers';
import { useDebounced } from '../hooks/use-debounced';
import { supplierRecordPath } from '../lib/paths';
import { NewCompanyForm } from './new-company-form';
import { SupplierFacts } from './supplier-facts';
import './supplier-record.css';

interface InviteDialogProps {
  rfqnum: string;
  stage: BuyerRfqStage;
  /** Codes already on the list, offered but not choosable. */
  invited: ReadonlySet<string>;
  open: boolean;
  onClose: () => void;
}

/**
 * Invite suppliers: search by code, name or service scope, see each one's scopes, expired certificates and
 * licences and how many portal accounts receive the e-mail, choose several (across searches) and invite.
 * Or invite a company that is not registered yet (issue 33, item 4): the second tab.
 */
export function InviteDialog({ rfqnum, stage, invited, open, onClose }: InviteDialogProps) {
  const { t } = useTranslation('buyer');
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const str = useDebounced(text.trim());
  const search = useSupplierSearch(str, open);
  const invite = useInviteSuppliers();
  const [chosen, setChosen] = useState<Map<string, BuyerSupplierItem>>(new Map());
  const [tab, setTab] = useState<'registered' | 'new'>('registered');

  const toggle = (supplier: BuyerSupplierItem, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(supplier.code, supplier);
    else next.delete(supplier.code);
    setChosen(next);
  };

  const close = () => {
    invite.reset();
    setTab('registered');
    onClose();
  };

  const submit = async () => {
    if (chosen.size === 0) return;
    try {
      const count = await invite.mutateAsync({ rfqnum, suppliers: [...chosen.keys()] });
      message.success(t(stage === 'DRAFT' ? 'invite.doneDraft' : 'invite.doneOpen', { count }));
      setChosen(new Map());
      setText('');
      close();
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const results = search.data ?? [];
  return (
    <Modal
      open={open}
      title={t('invite.title', { rfqnum })}
      okText={t('invite.ok', { count: chosen.size })}
      okButtonProps={{ disabled: chosen.size === 0, loading: invite.isPending }}
      cancelText={t('actions.back')}
      onOk={submit}
      onCancel={close}
      width={720}
      destroyOnHidden
      // The new company's form has its own buttons.
      {...(tab === 'new' ? { footer: null } : {})}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'new' ? 'new' : 'registered')}
        items={[
          { key: 'registered', label: t('registration.tabRegistered'), children: registeredSuppliers() },
          {
            key: 'new',
            label: t('registration.tabNew'),
            children: (
              <NewCompanyForm
                rfqnum={rfqnum}
                stage={stage}
                invited={invited}
                onCancel={close}
                onDone={close}
              />
            ),
          },
        ]}
      />
    </Modal>
  );

  /** The first tab: search the registered suppliers and choose. */
  function registeredSuppliers() {
    return (
      <>
        <p>{t(stage === 'DRAFT' ? 'invite.textDraft' : 'invite.textOpen')}</p>
        <Input.Search
          aria-label={t('invite.search')}
          placeholder={t('invite.search')}
          value={text}
          allowClear
          onChange={(event) => setText(event.target.value)}
          onSearch={setText}
          maxLength={200}
        />
        {chosen.size > 0 ? (
          <div className="tp-bt-pick__chosen" aria-live="polite">
            <span className="tp-bt-pick__label">{t('invite.chosen', { count: chosen.size })}</span>
            {[...chosen.values()].map((supplier) => (
              <Tag key={supplier.code} closable onClose={() => toggle(supplier, false)}>
                {supplier.code}
              </Tag>
            ))}
          </div>
        ) : null}
        <Spin spinning={search.isFetching}>
          {search.isError ? <Alert type="error" showIcon title={errorText(search.error)} /> : null}
          {search.isSuccess && results.length === 0 ? <p className="tp-bt-note">{t('invite.none')}</p> : null}
          <ul className="tp-bt-pick" aria-label={t('invite.results')}>
            {results.map((supplier) => {
              const already = invited.has(supplier.code);
              return (
                <li key={supplier.code} className="tp-bt-pick__item" data-testid="supplier-option">
                  <Checkbox
                    checked={already || chosen.has(supplier.code)}
                    disabled={already}
                    onChange={(event) => toggle(supplier, event.target.checked)}
                  >
                    <span className="tp-bt-pick__name">
                      {supplier.code} {supplier.name}
                    </span>
                  </Checkbox>
                  {already ? <Tag>{t('invite.already')}</Tag> : null}
                  <Link
                    to={supplierRecordPath(supplier.code)}
                    target="_blank"
                    className="tp-bt-pick__record"
                    aria-label={t('record.openOf', { supplier: supplier.code })}
                  >
                    {t('record.open')}
                  </Link>
                  <SupplierFacts supplier={supplier} />
                </li>
              );
            })}
          </ul>
        </Spin>
        {invite.isError ? (
          <Alert type="error" showIcon title={errorText(invite.error)} className="tp-bt-dialog-alert" />
        ) : null}
      </>
    );
  }
}
