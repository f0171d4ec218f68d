import type { CmsCopy } from './cms-copy.ts'

export const indonesianCms: CmsCopy = (c) => ({
  about_us: `<h2>Tentang ${c.siteName}</h2>
<p>${c.siteName} adalah situs permainan online bagi pemain yang menginginkan slot, kasino live, taruhan olahraga, dan permainan tembak ikan di satu tempat, dengan semua saldo dalam ${c.currency}.</p>
<h3>Yang kami tawarkan</h3>
<ul>
<li>Permainan dari studio berlisensi seperti JILI, Pragmatic Play, dan PG Soft</li>
<li>Deposit mulai ${c.minDeposit} dan penarikan yang cepat</li>
<li>Program VIP, papan peringkat, dan promosi rutin</li>
<li>Layanan 24 jam melalui live chat dan di ${c.supportEmail}</li>
</ul>
<p>Bermainlah untuk bersenang-senang, tetap dalam batas Anda, dan nikmati waktu bersama kami.</p>`,

  privacy_policy: `<h2>Kebijakan Privasi</h2>
<p>${c.siteName} hanya mengumpulkan data yang diperlukan untuk menjalankan akun Anda: ID akun, nomor telepon, alamat e-mail (opsional), serta riwayat deposit, penarikan, dan taruhan Anda.</p>
<h3>Cara kami menggunakan data Anda</h3>
<ul>
<li>Untuk memastikan identitas Anda dan melindungi akun Anda</li>
<li>Untuk memproses pembayaran Anda dalam ${c.currency}</li>
<li>Untuk memenuhi kewajiban hukum kami, termasuk pemeriksaan anti pencucian uang</li>
</ul>
<p>Kami tidak pernah menjual data pribadi Anda, dan kata sandi hanya disimpan sebagai hash yang aman. Untuk melihat atau menghapus data Anda, kirim e-mail ke ${c.supportEmail}.</p>`,

  responsible_gaming: `<h2>Bermain Secara Bertanggung Jawab</h2>
<p>Bermain di ${c.siteName} seharusnya menjadi hiburan, bukan cara untuk mencari uang. Anda harus berusia 18 tahun atau lebih untuk bermain.</p>
<h3>Tetap memegang kendali</h3>
<ul>
<li>Tetapkan anggaran dalam ${c.currency} sebelum bermain dan patuhi</li>
<li>Jangan pernah mengejar kekalahan</li>
<li>Beristirahatlah secara teratur, dan jangan bermain saat sedang kesal atau lelah</li>
</ul>
<p>Jika Anda perlu jeda, tim dukungan kami dapat membatasi deposit Anda atau menutup akun Anda selama waktu yang Anda pilih. Kirim e-mail ke ${c.supportEmail}.</p>`,

  banking: `<h2>Perbankan</h2>
<p>Semua deposit dan penarikan di ${c.siteName} dilakukan dalam ${c.currency}.</p>
<h3>Deposit</h3>
<ul>
<li>Deposit minimum: ${c.minDeposit}</li>
<li>Saldo Anda masuk begitu pembayaran dikonfirmasi</li>
</ul>
<h3>Penarikan</h3>
<ul>
<li>Penarikan minimum: ${c.minWithdrawal}</li>
<li>Kami hanya membayar ke rekening bank atas nama Anda sendiri</li>
<li>Sebagian besar penarikan selesai dalam satu jam</li>
</ul>
<p>Syarat turnover setiap bonus harus dipenuhi sebelum penarikan.</p>`,

  faqs: `<h2>Pertanyaan yang Sering Diajukan</h2>
<h3>Bagaimana cara membuka akun di ${c.siteName}?</h3>
<p>Ketuk Daftar, pilih ID akun dan kata sandi, lalu konfirmasi nomor telepon Anda dengan kode yang kami kirimkan.</p>
<h3>Berapa deposit minimum?</h3>
<p>Deposit minimum adalah ${c.minDeposit}.</p>
<h3>Berapa lama proses penarikan?</h3>
<p>Sebagian besar penarikan selesai dalam satu jam. Penarikan minimum adalah ${c.minWithdrawal}.</p>
<h3>Saya lupa kata sandi. Apa yang harus saya lakukan?</h3>
<p>Gunakan Lupa Kata Sandi di halaman masuk dan kami akan mengirimkan kode ke ponsel Anda.</p>`,

  term_condition: `<h2>Syarat dan Ketentuan</h2>
<p>Dengan membuka akun di ${c.siteName}, Anda menyetujui ketentuan ini.</p>
<ol>
<li>Anda harus berusia minimal 18 tahun dan diizinkan bermain permainan online di tempat tinggal Anda.</li>
<li>Setiap pemain hanya boleh memiliki satu akun. Bonus yang diklaim melalui akun ganda dinyatakan batal.</li>
<li>Saldo Anda dicatat dalam ${c.currency}; penarikan minimum adalah ${c.minWithdrawal}.</li>
<li>Setiap bonus memiliki syarat turnover yang tercantum pada masing-masing promosi.</li>
<li>${c.siteName} dapat menangguhkan akun yang digunakan untuk penipuan atau penyalahgunaan.</li>
</ol>`,
})
