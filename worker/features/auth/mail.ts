// The mails of sign-in: plain HTML with every inserted value escaped.
import { escapeHtml } from '../../lib/html';

type Mail = { subject: string; html: string; text: string };

function layout(title: string, body: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;background:#fff7ed;padding:24px;color:#1c1917">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px;border-top:4px solid #f97316">
${body}
<p style="color:#78716c;font-size:12px;margin-top:32px">Grafik</p>
</div></body></html>`;
}

export function resetPasswordMail(input: { company: string; email: string; link: string; validMinutes: number }): Mail {
  const subject = `${input.company} - Password recovery for ${input.email}`;
  const html = layout(
    subject,
    `<h1 style="font-size:20px">Password recovery</h1>
<p>We received a request to recover the password of <b>${escapeHtml(input.email)}</b> at ${escapeHtml(input.company)}.</p>
<p><a href="${
      escapeHtml(input.link)
    }" style="display:inline-block;background:#f97316;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Reset password</a></p>
<p>The link is valid for ${input.validMinutes} minutes and works once. If you did not ask for it, ignore this mail.</p>
<p style="font-size:12px;word-break:break-all">${escapeHtml(input.link)}</p>`,
  );
  const text =
    `Password recovery for ${input.email} at ${input.company}.\n\nReset your password (valid for ${input.validMinutes} minutes, works once):\n${input.link}\n\nIf you did not ask for it, ignore this mail.\n`;
  return { subject, html, text };
}

export function testMail(company: string): Mail {
  const subject = `${company} - Test email`;
  return {
    subject,
    html: layout(subject, `<h1 style="font-size:20px">Test email</h1><p>Mail from ${escapeHtml(company)} is delivered.</p>`),
    text: `Test email: mail from ${company} is delivered.\n`,
  };
}
