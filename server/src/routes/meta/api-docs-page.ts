import escapeHtml from 'escape-html';

/** Labels of the page (the operator's tool speaks Korean like the rest of the site). */
export const API_DOCS_TEXTS = {
  title: 'API 문서',
  lead: (count: number): string => `호출 ${count}개. 각 호출의 요청과 응답 스키마는 호출 계약(core/src/api/contracts)에서 옵니다.`,
  document: 'OpenAPI 3.1 문서 (JSON)',
  columns: { method: '메서드', path: '경로', auth: '권한', request: '요청', response: '응답' },
  params: '매개변수',
  body: '본문',
  answer: '200 응답',
  errors: '오류 응답 (4xx, 5xx)',
  none: '없음',
} as const;

const T = API_DOCS_TEXTS;

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
}
interface Operation {
  readonly 'x-auth'?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: unknown }> };
  readonly responses: Record<string, { readonly description: string; readonly content?: Record<string, { readonly schema: unknown }> }>;
}
interface Document {
  readonly servers?: readonly { readonly url: string }[];
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components?: { readonly schemas?: Record<string, unknown> };
}

// Inline styles only: the site's CSP allows them ('unsafe-inline' for styles) and no script at all.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.5 sans-serif;background:#0e1320;color:#e9edf6}
main{padding:16px;max-width:1600px;margin:0 auto}h1{font-size:22px;margin:0 0 8px}p{color:#98a2bb}a{color:#5b95ff}
table{width:100%;border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #2a3452}
th{background:#161d2d;position:sticky;top:0}code{color:#ffe08a;overflow-wrap:anywhere}.method{font-weight:700;text-transform:uppercase}
details{margin:2px 0}summary{cursor:pointer;color:#5b95ff}pre{margin:4px 0;padding:8px;background:#161d2d;border-radius:6px;overflow:auto;max-height:420px;font-size:12px}
@media (max-width:767px){main{padding:12px}thead{display:none}table,tbody,tr,td{display:block}
tr{padding:8px 0;border-bottom:1px solid #2a3452}td{border:0;padding:2px 0}td.method,td.path,td.auth{display:inline;margin-right:8px}td.auth{color:#98a2bb}}`;

const json = (value: unknown): string => escapeHtml(JSON.stringify(value, null, 2));
const fold = (label: string, value: unknown): string =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${json(value)}</pre></details>`;

function requestCell(op: Operation): string {
  const params = (op.parameters ?? []).map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', *' : ''})`);
  const parts = [
    params.length > 0 ? `${T.params}: ${params.join(', ')}` : '',
    op.requestBody ? fold(T.body, op.requestBody.content['application/json']?.schema) : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? parts.join('<br>') : T.none;
}

function responseCell(op: Operation): string {
  const ok = op.responses['200'];
  const schema = ok?.content?.['application/json']?.schema;
  return schema === undefined ? escapeHtml(ok?.description ?? T.none) : fold(T.answer, schema);
}

/**
 * The OpenAPI document as a page a person reads: one row per call (method, path, who may call,
 * parameters, the request body and the answer's schema folded open on a click), the shared error
 * body at the end. Plain HTML without script, so it runs under the site's strict CSP as it is.
 */
export function apiDocsPage(doc: Document, documentUrl: string): string {
  const base = doc.servers?.[0]?.url ?? '';
  const rows = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, op]) =>
        `<tr><td class="method">${escapeHtml(method)}</td><td class="path"><code>${escapeHtml(base + path)}</code></td>` +
        `<td class="auth">${escapeHtml(op['x-auth'] ?? '')}</td><td>${requestCell(op)}</td><td>${responseCell(op)}</td></tr>`,
    ),
  );
  const { columns: c } = T;
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(T.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(T.title)}</h1>
<p>${escapeHtml(T.lead(rows.length))} <a href="${escapeHtml(documentUrl)}">${escapeHtml(T.document)}</a></p>
<table><thead><tr><th>${c.method}</th><th>${c.path}</th><th>${c.auth}</th><th>${c.request}</th><th>${c.response}</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
${fold(T.errors, doc.components?.schemas?.ErrorAnswer)}
</main></body></html>`;
}
