import type { Container } from 'inversify';
import {
  BetHistoryViewModel, BetSlipViewModel, BoardsViewModel, Clock, DepositViewModel, KeyValueStore, NonMemberInquiryViewModel,
  PrematchListViewModel, SessionViewModel, SignUpViewModel, SportsMenuViewModel, WithdrawViewModel,
} from '@bet/core';
import { AlertQueue, DialogSwitch, type ScreenAlert, type ScreenConfirm, type ShellServices } from '@bet/ui';
import { createDialogRenderers } from './routing/dialog-renderers.js';
import { sidebarSportsOf } from './routing/sidebar-sports.js';
import { SITE_CONFIG } from './site-config.js';

/** The view models the routes and dialogs render, resolved once from the container. */
export interface AppServices {
  readonly shell: ShellServices;
  readonly boards: BoardsViewModel;
  readonly prematch: PrematchListViewModel;
  readonly history: BetHistoryViewModel;
  readonly deposit: DepositViewModel;
  readonly withdraw: WithdrawViewModel;
  readonly sportsMenu: SportsMenuViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

export function resolveAppServices(container: Container): AppServices {
  const alerts = container.get(AlertQueue);
  const dialogs = container.get(DialogSwitch);
  const sportsMenu = container.get(SportsMenuViewModel);
  const onAlert: ScreenAlert = (message) => alerts.alert(message);
  const onConfirm: ScreenConfirm = (message, accept, cancel) => alerts.confirm(message, accept, cancel);
  const betSlip = container.get(BetSlipViewModel);
  const deposit = container.get(DepositViewModel);
  const withdraw = container.get(WithdrawViewModel);
  const shell: ShellServices = {
    session: container.get(SessionViewModel),
    signUp: container.get(SignUpViewModel),
    betSlip,
    clock: container.get<Clock>(Clock),
    dialogs,
    alerts,
    links: SITE_CONFIG.links,
    store: container.get<KeyValueStore>(KeyValueStore),
    sidebarSports: sidebarSportsOf(sportsMenu),
    dialogRenderers: createDialogRenderers({
      betSlip, deposit, withdraw, onAlert, onConfirm,
      nonMemberInquiry: container.get(NonMemberInquiryViewModel),
      openLogin: () => dialogs.open('login'),
    }),
  };
  return {
    shell,
    boards: container.get(BoardsViewModel),
    prematch: container.get(PrematchListViewModel),
    history: container.get(BetHistoryViewModel),
    deposit,
    withdraw,
    sportsMenu,
    onAlert,
    onConfirm,
  };
}
