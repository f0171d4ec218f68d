import type { CmsCopy } from './cms-copy.ts'

export const filipinoCms: CmsCopy = (c) => ({
  about_us: `<h2>Tungkol sa ${c.siteName}</h2>
<p>Ang ${c.siteName} ay isang online gaming site para sa mga manlalarong gusto ng slots, live casino, sports betting at fishing games sa iisang lugar. Lahat ng balanse ay nasa ${c.currency}.</p>
<h3>Ang aming iniaalok</h3>
<ul>
<li>Mga laro mula sa lisensyadong studio gaya ng JILI, Pragmatic Play at PG Soft</li>
<li>Deposito mula ${c.minDeposit} at mabilis na withdrawal</li>
<li>VIP program, leaderboard at regular na promosyon</li>
<li>Suporta buong araw sa live chat at sa ${c.supportEmail}</li>
</ul>
<p>Maglaro para sa saya, manatili sa iyong limitasyon at mag-enjoy kasama namin.</p>`,

  privacy_policy: `<h2>Patakaran sa Privacy</h2>
<p>Kinokolekta lamang ng ${c.siteName} ang datos na kailangan para patakbuhin ang iyong account: ang iyong account ID, numero ng telepono, opsyonal na e-mail address at ang kasaysayan ng iyong mga deposito, withdrawal at taya.</p>
<h3>Paano namin ginagamit ang iyong datos</h3>
<ul>
<li>Para kumpirmahin ang iyong pagkakakilanlan at protektahan ang iyong account</li>
<li>Para iproseso ang iyong mga bayad sa ${c.currency}</li>
<li>Para sundin ang aming mga legal na tungkulin, kasama ang mga pagsusuri laban sa money laundering</li>
</ul>
<p>Hindi namin kailanman ibinebenta ang iyong personal na datos, at ang mga password ay iniimbak lamang bilang ligtas na hash. Para makita o burahin ang iyong datos, sumulat sa ${c.supportEmail}.</p>`,

  responsible_gaming: `<h2>Responsableng Paglalaro</h2>
<p>Ang paglalaro sa ${c.siteName} ay dapat libangan, hindi paraan para kumita ng pera. Kailangang 18 taong gulang ka pataas para makapaglaro.</p>
<h3>Manatiling may kontrol</h3>
<ul>
<li>Magtakda ng badyet sa ${c.currency} bago maglaro at sundin ito</li>
<li>Huwag habulin ang iyong mga talo</li>
<li>Magpahinga nang regular, at huwag maglaro kapag ikaw ay galit o pagod</li>
</ul>
<p>Kung kailangan mo ng pahinga, maaaring limitahan ng aming support team ang iyong mga deposito o isara ang iyong account hangga't gusto mo. Sumulat sa ${c.supportEmail}.</p>`,

  banking: `<h2>Pagbabangko</h2>
<p>Lahat ng deposito at withdrawal sa ${c.siteName} ay ginagawa sa ${c.currency}.</p>
<h3>Deposito</h3>
<ul>
<li>Pinakamababang deposito: ${c.minDeposit}</li>
<li>Papasok ang iyong balanse sa sandaling makumpirma ang bayad</li>
</ul>
<h3>Withdrawal</h3>
<ul>
<li>Pinakamababang withdrawal: ${c.minWithdrawal}</li>
<li>Nagbabayad lamang kami sa bank account na nakapangalan sa iyo</li>
<li>Karamihan ng withdrawal ay natatapos sa loob ng isang oras</li>
</ul>
<p>Kailangang matapos ang anumang turnover ng bonus bago mag-withdraw.</p>`,

  faqs: `<h2>Mga Madalas Itanong</h2>
<h3>Paano ako magbubukas ng account sa ${c.siteName}?</h3>
<p>I-tap ang Register, pumili ng account ID at password, at kumpirmahin ang iyong numero ng telepono gamit ang code na ipapadala namin.</p>
<h3>Magkano ang pinakamababang deposito?</h3>
<p>Ang pinakamababang deposito ay ${c.minDeposit}.</p>
<h3>Gaano katagal ang withdrawal?</h3>
<p>Karamihan ng withdrawal ay natatapos sa loob ng isang oras. Ang pinakamababang withdrawal ay ${c.minWithdrawal}.</p>
<h3>Nakalimutan ko ang aking password. Ano ang gagawin ko?</h3>
<p>Gamitin ang Forgot Password sa sign-in page at magpapadala kami ng code sa iyong telepono.</p>`,

  term_condition: `<h2>Mga Tuntunin at Kundisyon</h2>
<p>Sa pagbubukas ng account sa ${c.siteName}, tinatanggap mo ang mga tuntuning ito.</p>
<ol>
<li>Kailangang hindi bababa sa 18 taong gulang ka at pinapayagang maglaro ng online games kung saan ka nakatira.</li>
<li>Isang account lamang bawat manlalaro. Walang bisa ang mga bonus na nakuha gamit ang dobleng account.</li>
<li>Ang iyong balanse ay nasa ${c.currency}; ang pinakamababang withdrawal ay ${c.minWithdrawal}.</li>
<li>May turnover requirement ang bawat bonus na nakasaad sa bawat promosyon.</li>
<li>Maaaring suspindihin ng ${c.siteName} ang account na ginagamit sa pandaraya o pang-aabuso.</li>
</ol>`,
})
