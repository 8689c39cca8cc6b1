import { withThousands } from '../../shared/domain/money.js';
import { POINT_KIND_LABELS, POINT_MESSAGES } from './points.messages.js';

/** Spec 9: the point history shows 10 rows a page. */
export const POINTS_PER_PAGE = 10;

/** One row of GET /point as the point pages read it. */
export interface PointRecord {
  readonly id: number;
  /** Negative on a conversion to cash. */
  readonly point: number;
  readonly memo: string;
  readonly createdAt: string;
  /** 1: a conversion to cash (spec 3 pointToCashFlg). */
  readonly pointToCashFlg: number;
}

/** A row ready to draw. */
export interface PointRecordItem {
  readonly id: number;
  readonly createdAt: string;
  readonly kind: string;
  readonly memo: string;
  /** Signed with thousands separators: '+500', '-1,000'. */
  readonly amountText: string;
  readonly positive: boolean;
  readonly status: string;
}

export function toPointRecordItem(r: PointRecord): PointRecordItem {
  const conversion = r.pointToCashFlg === 1;
  return {
    id: r.id,
    createdAt: r.createdAt,
    kind: conversion ? POINT_KIND_LABELS.conversion : POINT_KIND_LABELS.credit,
    memo: r.memo,
    amountText: `${r.point > 0 ? '+' : ''}${withThousands(r.point)}`,
    positive: r.point > 0,
    // Spec 4: point conversions are all shown as processed (and a credit is done once it is listed).
    status: POINT_MESSAGES.processed,
  };
}

/** Spec 9: page count = total / per page, rounded up (at least one page). */
export const pointPageCount = (total: number, perPage = POINTS_PER_PAGE): number => Math.max(1, Math.ceil(total / perPage));
