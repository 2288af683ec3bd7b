import {
  type SettingKey,
  settingKeys,
  staffIndustryRequestSchema,
  staffPlanEditSchema,
  staffProviderEditSchema,
  staffPlanRequestSchema,
  staffProviderRequestSchema,
} from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { staffSettingsQueryOptions } from '../../api/staff';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { useToast } from '../../components/ui/toast';
import { QueryScreen } from '../../components/ui/query-screen';
import { errorDetail } from '../../lib/api-errors';
import { type SettingsWrite, useSettingsWrite } from './api/settings-writes';
import { AddForm } from './components/add-form';
import { RowControls } from './components/row-controls';
import { industryIconChoices } from '../../components/icons/industry-icons';

const flagLabels: Record<SettingKey, string> = {
  show_company_bookkeeping: 'Companies see monthly bookkeeping',
  enable_console_logs: 'Log to the browser console',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h2 className="h5">{title}</h2>
      {children}
    </section>
  );
}

type ListSectionProps<Item> = {
  title: string;
  items: readonly Item[];
  empty: string;
  itemKey: (item: Item) => number;
  render: (item: Item) => ReactNode;
  /** The section's "add one" form. */
  children: ReactNode;
};

/** A list of plans, providers or industries, its empty text, and the form that adds one. */
function ListSection<Item>({ title, items, empty, itemKey, render, children }: ListSectionProps<Item>) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className="list-group">
          {items.map((item) => (
            <li key={itemKey(item)} className="list-group-item">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
      {children}
    </Section>
  );
}

const inactive = <span className="badge text-bg-secondary ms-2">Inactive</span>;

const planFields = [
  { name: 'name', label: 'Name' },
  { name: 'amount', label: 'Amount (USD)', type: 'number', step: '0.01' },
  { name: 'days', label: 'Days', type: 'number' },
  { name: 'description', label: 'Description' },
] as const;

/** /staff/settings: feature flags, plans (added, edited, deactivated), payment providers and industries (what the CLI also edits). */
export default function StaffSettingsScreen() {
  const settings = useQuery(staffSettingsQueryOptions());
  const write = useSettingsWrite();
  const toast = useToast();
  // The one row whose edit form is open: `plan-3`, `provider-1`.
  const [editing, setEditing] = useState<string | null>(null);
  const toggleEditing = (row: string) => setEditing((open) => (open === row ? null : row));
  const send = async (change: SettingsWrite): Promise<boolean> => {
    try {
      toast((await write.mutateAsync(change)).detail);
      return true;
    } catch (error) {
      toast(errorDetail(error) ?? 'The change was not saved. Please try again.', { variant: 'danger' });
      return false;
    }
  };
  // An edit form closes once its change is saved; a refused one stays open with what was typed.
  const saveAndClose = async (change: SettingsWrite) => {
    const saved = await send(change);
    if (saved) setEditing(null);
    return saved;
  };
  return (
    <QueryScreen
      title="Settings"
      titleClassName="h3 mb-3"
      query={settings}
      loading="Loading the settings..."
      error="Failed to load the settings. Please try again."
    >
      {(data) => (
        <>
          <Section title="Feature flags">
            {settingKeys.map((key) => (
              <CheckboxField
                key={key}
                id={`flag-${key}`}
                label={flagLabels[key]}
                checked={data.flags[key]}
                disabled={write.isPending}
                onChange={(event) => void send({ kind: 'flags', body: { key, on: event.target.checked } })}
              />
            ))}
          </Section>
          <ListSection
            title="Plans"
            items={data.plans}
            empty="No plans yet."
            itemKey={(plan) => plan.id}
            render={(plan) => (
              <>
                <strong>{plan.name}</strong> {plan.currency} {plan.amount.toFixed(2)} for {plan.duration_days} days
                {!plan.is_active && inactive}
                {plan.description && <div className="small text-body-secondary">{plan.description}</div>}
                <RowControls
                  name={plan.name}
                  active={plan.is_active}
                  pending={write.isPending}
                  editing={editing === `plan-${plan.id}`}
                  onEdit={() => toggleEditing(`plan-${plan.id}`)}
                  onActive={() => void send({ kind: 'plan-active', id: plan.id, active: !plan.is_active })}
                >
                  <AddForm
                    title={`Edit plan ${plan.name}`}
                    submitLabel="Save plan"
                    schema={staffPlanEditSchema}
                    pending={write.isPending}
                    fields={planFields}
                    initial={{
                      name: plan.name,
                      amount: String(plan.amount),
                      days: String(plan.duration_days),
                      description: plan.description,
                    }}
                    onAdd={(body) => saveAndClose({ kind: 'plan-edit', id: plan.id, body })}
                  />
                </RowControls>
              </>
            )}
          >
            <AddForm
              title="Add plan"
              schema={staffPlanRequestSchema}
              pending={write.isPending}
              fields={planFields}
              onAdd={(body) => send({ kind: 'plans', body })}
            />
          </ListSection>
          <ListSection
            title="Payment providers"
            items={data.providers}
            empty="No payment providers yet."
            itemKey={(provider) => provider.id}
            render={(provider) => (
              <>
                <strong>{provider.provider}</strong>
                {!provider.is_active && inactive}
                {provider.instructions && <div className="small text-body-secondary">{provider.instructions}</div>}
                <RowControls
                  name={provider.provider}
                  active={provider.is_active}
                  pending={write.isPending}
                  editing={editing === `provider-${provider.id}`}
                  onEdit={() => toggleEditing(`provider-${provider.id}`)}
                  onActive={() => void send({ kind: 'provider-active', id: provider.id, active: !provider.is_active })}
                >
                  <AddForm
                    title={`Edit provider ${provider.provider}`}
                    submitLabel="Save provider"
                    schema={staffProviderEditSchema}
                    pending={write.isPending}
                    fields={[{ name: 'instructions', label: 'How to pay' }]}
                    initial={{ instructions: provider.instructions }}
                    onAdd={(body) => saveAndClose({ kind: 'provider-edit', id: provider.id, body })}
                  />
                </RowControls>
              </>
            )}
          >
            <AddForm
              title="Add provider"
              schema={staffProviderRequestSchema}
              pending={write.isPending}
              fields={[
                { name: 'name', label: 'Name' },
                { name: 'instructions', label: 'How to pay' },
              ]}
              onAdd={(body) => send({ kind: 'providers', body })}
            />
          </ListSection>
          <ListSection
            title="Industries"
            items={data.industries}
            empty="No industries yet."
            itemKey={(industry) => industry.id}
            render={(industry) => (
              <>
                {industry.name}{' '}
                <span className="small text-body-secondary">
                  ({industry.companies} {industry.companies === 1 ? 'company' : 'companies'})
                </span>
              </>
            )}
          >
            <AddForm
              title="Add industry"
              schema={staffIndustryRequestSchema}
              pending={write.isPending}
              fields={[
                { name: 'name', label: 'Name' },
                { name: 'icon', label: 'Picture', options: industryIconChoices },
              ]}
              onAdd={(body) => send({ kind: 'industries', body })}
            />
          </ListSection>
        </>
      )}
    </QueryScreen>
  );
}
