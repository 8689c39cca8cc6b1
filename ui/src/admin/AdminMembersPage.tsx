import type { AdminMember, AdminMembersViewModel, AdminMemberStatus } from '@bet/core/admin-desk';
import { MEMBER_LEVELS } from '@bet/core/session';
import { withThousands } from '@bet/core/shared';
import { Select } from '../design-system/form.styles.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { RowActions, StatusText } from './admin.styles.js';
import { AdminListFrame, listPropsOf, type AdminListPageProps } from './AdminListFrame.js';
import { MemberDetail } from './MemberDetail.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.members;
const STATUSES: readonly AdminMemberStatus[] = ['pending', 'active', 'blocked', 'rejected'];
/** Member levels an operator may set (10 is an operator, never offered). */
const LEVELS = MEMBER_LEVELS;
const OPERATOR_ROLE = 10;

export type AdminMembersPageProps = AdminListPageProps<AdminMembersViewModel>;

/** /admin/members: search, filter, page; decide sign-ups, block, level; reset a colleague operator's second factor; open a member. */
export function AdminMembersPage({ viewModel: vm, onAlert, onConfirm, exports }: AdminMembersPageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <AdminListFrame
      exports={exports}
      title={T.title}
      testId="admin-members"
      filters={
        <Select
          aria-label={T.statusFilter}
          value={view.status ?? ''}
          onChange={(e) => vm.setStatusFilter(e.target.value === '' ? null : (e.target.value as AdminMemberStatus))}
        >
          <option value="">{T.statusAll}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {ADMIN_TEXTS.memberStatus[s]}
            </option>
          ))}
        </Select>
      }
      {...listPropsOf(view, vm, { label: T.searchLabel, maxLength: 40 })}
      table={T}
      rowCount={view.rows.length}
      after={view.open ? <MemberDetail open={view.open} adjust={view.adjust} vm={vm} /> : null}
    >
      {view.rows.map((m) => (
        <MemberRow key={m.id} member={m} vm={vm} />
      ))}
    </AdminListFrame>
  );
}

function MemberRow({ member: m, vm }: { readonly member: AdminMember; readonly vm: AdminMembersViewModel }) {
  const operator = m.role === OPERATOR_ROLE;
  return (
    <tr data-testid="admin-member-row" data-user-id={m.userId}>
      <td className="wide">{withThousands(m.id)}</td>
      <td className="text">{m.userId}</td>
      <td className="text">{m.nickname}</td>
      <td>
        {operator ? (
          ADMIN_TEXTS.shell.title
        ) : (
          <Select aria-label={T.level(m.userId)} value={m.role} onChange={(e) => vm.setLevel(m.id, Number(e.target.value))}>
            {LEVELS.includes(m.role) ? null : <option value={m.role}>{m.role}</option>}
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        )}
      </td>
      <td>
        <StatusText $tone={m.status}>{ADMIN_TEXTS.memberStatus[m.status] ?? m.status}</StatusText>
      </td>
      <td className="wide">{m.createdAt}</td>
      <td>
        <RowActions>
          {m.status === 'pending' ? (
            <>
              <SmallButton type="button" $active onClick={() => vm.approve(m.id)}>
                {T.approve}
              </SmallButton>
              <SmallButton type="button" $danger onClick={() => vm.reject(m.id)}>
                {T.reject}
              </SmallButton>
            </>
          ) : null}
          {m.status === 'active' && !operator ? (
            <SmallButton type="button" $danger onClick={() => vm.block(m.id)}>
              {T.block}
            </SmallButton>
          ) : null}
          {m.status === 'blocked' ? (
            <SmallButton type="button" onClick={() => vm.unblock(m.id)}>
              {T.unblock}
            </SmallButton>
          ) : null}
          {operator ? (
            <SmallButton type="button" aria-label={T.resetSecondFactorLabel(m.userId)} onClick={() => vm.resetSecondFactor(m.id)}>
              {T.resetSecondFactor}
            </SmallButton>
          ) : null}
          <SmallButton type="button" onClick={() => vm.openMember(m.id)}>
            {T.open}
          </SmallButton>
        </RowActions>
      </td>
    </tr>
  );
}
