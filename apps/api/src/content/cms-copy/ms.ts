import type { CmsCopy } from './cms-copy.ts'

export const malayCms: CmsCopy = (c) => ({
  about_us: `<h2>Tentang ${c.siteName}</h2>
<p>${c.siteName} ialah laman permainan dalam talian untuk pemain yang mahukan slot, kasino langsung, pertaruhan sukan dan permainan memancing di satu tempat, dengan semua baki dalam ${c.currency}.</p>
<h3>Apa yang kami tawarkan</h3>
<ul>
<li>Permainan daripada studio berlesen seperti JILI, Pragmatic Play dan PG Soft</li>
<li>Deposit serendah ${c.minDeposit} dan pengeluaran yang pantas</li>
<li>Program VIP, papan pendahulu dan promosi berkala</li>
<li>Sokongan sepanjang masa melalui live chat dan di ${c.supportEmail}</li>
</ul>
<p>Bermainlah untuk berseronok, kekal dalam had anda dan nikmati masa bersama kami.</p>`,

  privacy_policy: `<h2>Dasar Privasi</h2>
<p>${c.siteName} hanya mengumpul data yang diperlukan untuk mengendalikan akaun anda: ID akaun, nombor telefon, alamat e-mel (pilihan) dan sejarah deposit, pengeluaran serta pertaruhan anda.</p>
<h3>Cara kami menggunakan data anda</h3>
<ul>
<li>Untuk mengesahkan identiti anda dan melindungi akaun anda</li>
<li>Untuk memproses pembayaran anda dalam ${c.currency}</li>
<li>Untuk memenuhi kewajipan undang-undang kami, termasuk semakan pencegahan pengubahan wang haram</li>
</ul>
<p>Kami tidak sekali-kali menjual data peribadi anda, dan kata laluan hanya disimpan sebagai hash yang selamat. Untuk melihat atau memadam data anda, tulis kepada ${c.supportEmail}.</p>`,

  responsible_gaming: `<h2>Permainan Bertanggungjawab</h2>
<p>Bermain di ${c.siteName} sepatutnya menjadi hiburan, bukan cara untuk mencari wang. Anda mesti berumur 18 tahun ke atas untuk bermain.</p>
<h3>Kekal terkawal</h3>
<ul>
<li>Tetapkan bajet dalam ${c.currency} sebelum bermain dan patuhinya</li>
<li>Jangan sekali-kali mengejar kerugian anda</li>
<li>Berehat dengan kerap, dan jangan bermain ketika marah atau letih</li>
</ul>
<p>Jika anda perlukan rehat, pasukan sokongan kami boleh mengehadkan deposit anda atau menutup akaun anda selama mana yang anda pilih. Tulis kepada ${c.supportEmail}.</p>`,

  banking: `<h2>Perbankan</h2>
<p>Semua deposit dan pengeluaran di ${c.siteName} dibuat dalam ${c.currency}.</p>
<h3>Deposit</h3>
<ul>
<li>Deposit minimum: ${c.minDeposit}</li>
<li>Baki anda dikreditkan sebaik sahaja pembayaran disahkan</li>
</ul>
<h3>Pengeluaran</h3>
<ul>
<li>Pengeluaran minimum: ${c.minWithdrawal}</li>
<li>Kami hanya membayar ke akaun bank atas nama anda sendiri</li>
<li>Kebanyakan pengeluaran selesai dalam masa satu jam</li>
</ul>
<p>Syarat pusing ganti bagi sebarang bonus mesti dipenuhi sebelum pengeluaran.</p>`,

  faqs: `<h2>Soalan Lazim</h2>
<h3>Bagaimanakah saya membuka akaun di ${c.siteName}?</h3>
<p>Tekan Daftar, pilih ID akaun dan kata laluan, kemudian sahkan nombor telefon anda dengan kod yang kami hantar.</p>
<h3>Berapakah deposit minimum?</h3>
<p>Deposit minimum ialah ${c.minDeposit}.</p>
<h3>Berapa lama pengeluaran mengambil masa?</h3>
<p>Kebanyakan pengeluaran selesai dalam masa satu jam. Pengeluaran minimum ialah ${c.minWithdrawal}.</p>
<h3>Saya terlupa kata laluan. Apa yang perlu saya buat?</h3>
<p>Gunakan Lupa Kata Laluan di halaman log masuk dan kami akan menghantar kod ke telefon anda.</p>`,

  term_condition: `<h2>Terma dan Syarat</h2>
<p>Dengan membuka akaun di ${c.siteName}, anda menerima terma ini.</p>
<ol>
<li>Anda mesti berumur sekurang-kurangnya 18 tahun dan dibenarkan bermain permainan dalam talian di tempat anda tinggal.</li>
<li>Setiap pemain hanya boleh memiliki satu akaun. Bonus yang dituntut melalui akaun pendua adalah terbatal.</li>
<li>Baki anda disimpan dalam ${c.currency}; pengeluaran minimum ialah ${c.minWithdrawal}.</li>
<li>Setiap bonus tertakluk pada syarat pusing ganti yang dinyatakan pada promosi masing-masing.</li>
<li>${c.siteName} boleh menggantung akaun yang digunakan untuk penipuan atau penyalahgunaan.</li>
</ol>`,
})
