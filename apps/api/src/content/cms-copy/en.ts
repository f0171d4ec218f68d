import type { CmsCopy } from './cms-copy.ts'

export const englishCms: CmsCopy = (c) => ({
  about_us: `<h2>About ${c.siteName}</h2>
<p>${c.siteName} is an online gaming site for players who want slots, live casino, sports betting and fishing games in one place, with every balance kept in ${c.currency}.</p>
<h3>What we offer</h3>
<ul>
<li>Games from licensed studios such as JILI, Pragmatic Play and PG Soft</li>
<li>Deposits from ${c.minDeposit} and fast withdrawals</li>
<li>A VIP programme, leaderboards and regular promotions</li>
<li>Support around the clock by live chat and at ${c.supportEmail}</li>
</ul>
<p>Play for fun, stay within your limits and enjoy your time with us.</p>`,

  privacy_policy: `<h2>Privacy Policy</h2>
<p>${c.siteName} collects only the data needed to run your account: your account ID, phone number, optional e-mail address and the history of your deposits, withdrawals and bets.</p>
<h3>How we use your data</h3>
<ul>
<li>To confirm your identity and protect your account</li>
<li>To process your payments in ${c.currency}</li>
<li>To meet our legal duties, including anti-money-laundering checks</li>
</ul>
<p>We never sell your personal data, and passwords are stored only as secure hashes. To see or delete your data, write to ${c.supportEmail}.</p>`,

  responsible_gaming: `<h2>Responsible Gaming</h2>
<p>Playing at ${c.siteName} should be entertainment, never a way to earn money. You must be 18 or older to play.</p>
<h3>Stay in control</h3>
<ul>
<li>Set a budget in ${c.currency} before you play and keep to it</li>
<li>Never chase your losses</li>
<li>Take regular breaks, and do not play when you are upset or tired</li>
</ul>
<p>If you need a pause, our support team can limit your deposits or close your account for as long as you choose. Write to ${c.supportEmail}.</p>`,

  banking: `<h2>Banking</h2>
<p>All deposits and withdrawals at ${c.siteName} are made in ${c.currency}.</p>
<h3>Deposits</h3>
<ul>
<li>Minimum deposit: ${c.minDeposit}</li>
<li>Your balance is credited as soon as the payment is confirmed</li>
</ul>
<h3>Withdrawals</h3>
<ul>
<li>Minimum withdrawal: ${c.minWithdrawal}</li>
<li>We pay only into a bank account in your own name</li>
<li>Most withdrawals are completed within one hour</li>
</ul>
<p>Any bonus turnover must be completed before a withdrawal.</p>`,

  faqs: `<h2>Frequently Asked Questions</h2>
<h3>How do I open an account at ${c.siteName}?</h3>
<p>Tap Register, choose an account ID and password, and confirm your phone number with the code we send you.</p>
<h3>What is the minimum deposit?</h3>
<p>The minimum deposit is ${c.minDeposit}.</p>
<h3>How long does a withdrawal take?</h3>
<p>Most withdrawals are completed within one hour. The minimum withdrawal is ${c.minWithdrawal}.</p>
<h3>I forgot my password. What do I do?</h3>
<p>Use Forgot Password on the sign-in page and we will send a code to your phone.</p>`,

  term_condition: `<h2>Terms and Conditions</h2>
<p>By opening an account at ${c.siteName} you accept these terms.</p>
<ol>
<li>You must be at least 18 years old and allowed to play online games where you live.</li>
<li>Each player may hold one account. Bonuses claimed through duplicate accounts are void.</li>
<li>Your balance is kept in ${c.currency}; the minimum withdrawal is ${c.minWithdrawal}.</li>
<li>Bonuses carry the turnover requirement shown on each promotion.</li>
<li>${c.siteName} may suspend an account used for fraud or abuse.</li>
</ol>`,
})
