import type { ScamRule } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { scamRulesQueryOptions } from '../../api/staff-moderation';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { PendingButton } from '../../components/ui/pending-button';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { errorDetail } from '../../lib/api-errors';
import { useDeleteScamRule } from './api/save-scam-rule';
import { ScamRuleForm } from './components/scam-rule-form';

function RuleItem({ rule }: { rule: ScamRule }) {
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const remove = useDeleteScamRule();
  return (
    <li className="list-group-item">
      {editing ? (
        <ScamRuleForm rule={rule} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="mb-1">
            <code className="text-break">{rule.pattern}</code>
            {!rule.enabled && <span className="badge text-bg-secondary ms-2">Off</span>}
          </p>
          <p className="small text-body-secondary mb-2">{rule.label}</p>
          {remove.isError && (
            <p className="text-danger small" role="alert">
              {errorDetail(remove.error) ?? 'The rule could not be deleted. Please try again.'}
            </p>
          )}
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-primary btn-sm px-3 py-2" onClick={() => setEditing(true)}>
              Edit
            </button>
            <PendingButton
              className="btn btn-outline-danger btn-sm px-3 py-2"
              disabled={remove.isPending}
              spinner={remove.isPending && 'Deleting...'}
              onClick={() =>
                remove.mutate(rule.id, { onSuccess: () => toast('Rule deleted.', { variant: 'success' }) })
              }
            >
              Delete
            </PendingButton>
          </div>
        </>
      )}
    </li>
  );
}

/** /staff/jobs/rules: the words and phrases that hold a job for review. */
export default function ScamRulesScreen() {
  const rules = useQuery(scamRulesQueryOptions());
  return (
    <>
      <title>{pageTitle('Scam rules')}</title>
      <p>
        <Link to={paths.staffJobs.href()}>Back to jobs</Link>
      </p>
      <h1 className="h3">Scam rules</h1>
      <p className="text-body-secondary">
        A job whose text matches an enabled rule is held for review. A pattern is words (any case), <code>word*</code>{' '}
        for words that start so, <code>...</code> for up to six words between, and <code>{'{phone}'}</code> for a phone
        number. For example: <code>pay ... to apply</code>.
      </p>
      <section className="card card-body mb-4" aria-labelledby="new-rule">
        <h2 id="new-rule" className="h5">
          Add a rule
        </h2>
        <ScamRuleForm />
      </section>
      <QueryState query={rules} loading="Loading rules..." error="Failed to load the rules. Please try again later.">
        {(data) =>
          data.rules.length === 0 ? (
            <EmptyState title="No rules yet." message="Jobs are held only when a new company posts its first." />
          ) : (
            <ul className="list-group">
              {data.rules.map((rule) => (
                <RuleItem key={rule.id} rule={rule} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
