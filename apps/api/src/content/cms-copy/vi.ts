import type { CmsCopy } from './cms-copy.ts'

export const vietnameseCms: CmsCopy = (c) => ({
  about_us: `<h2>Giới thiệu về ${c.siteName}</h2>
<p>${c.siteName} là trang giải trí trực tuyến dành cho người chơi muốn có slot, casino trực tiếp, cá cược thể thao và bắn cá ở cùng một nơi, với mọi số dư đều tính bằng ${c.currency}.</p>
<h3>Chúng tôi mang đến</h3>
<ul>
<li>Trò chơi từ các nhà phát hành được cấp phép như JILI, Pragmatic Play và PG Soft</li>
<li>Nạp tiền từ ${c.minDeposit} và rút tiền nhanh chóng</li>
<li>Chương trình VIP, bảng xếp hạng và khuyến mãi thường xuyên</li>
<li>Hỗ trợ suốt ngày đêm qua live chat và tại ${c.supportEmail}</li>
</ul>
<p>Hãy chơi để giải trí, giữ trong giới hạn của bạn và tận hưởng thời gian cùng chúng tôi.</p>`,

  privacy_policy: `<h2>Chính sách bảo mật</h2>
<p>${c.siteName} chỉ thu thập những dữ liệu cần thiết để vận hành tài khoản của bạn: ID tài khoản, số điện thoại, địa chỉ e-mail (không bắt buộc) và lịch sử nạp tiền, rút tiền và cá cược.</p>
<h3>Cách chúng tôi sử dụng dữ liệu</h3>
<ul>
<li>Để xác minh danh tính và bảo vệ tài khoản của bạn</li>
<li>Để xử lý các khoản thanh toán bằng ${c.currency}</li>
<li>Để thực hiện nghĩa vụ pháp lý, bao gồm kiểm tra chống rửa tiền</li>
</ul>
<p>Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn, và mật khẩu chỉ được lưu dưới dạng mã băm an toàn. Để xem hoặc xóa dữ liệu, hãy viết thư tới ${c.supportEmail}.</p>`,

  responsible_gaming: `<h2>Chơi có trách nhiệm</h2>
<p>Chơi tại ${c.siteName} nên là một hình thức giải trí, không phải cách kiếm tiền. Bạn phải từ 18 tuổi trở lên mới được chơi.</p>
<h3>Luôn làm chủ bản thân</h3>
<ul>
<li>Đặt ngân sách bằng ${c.currency} trước khi chơi và tuân thủ nó</li>
<li>Đừng bao giờ cố gỡ lại tiền đã thua</li>
<li>Nghỉ ngơi thường xuyên, không chơi khi đang buồn bực hoặc mệt mỏi</li>
</ul>
<p>Nếu bạn cần tạm dừng, đội ngũ hỗ trợ có thể giới hạn số tiền nạp hoặc khóa tài khoản của bạn trong khoảng thời gian bạn chọn. Hãy viết thư tới ${c.supportEmail}.</p>`,

  banking: `<h2>Nạp và rút tiền</h2>
<p>Mọi giao dịch nạp và rút tiền tại ${c.siteName} đều bằng ${c.currency}.</p>
<h3>Nạp tiền</h3>
<ul>
<li>Số tiền nạp tối thiểu: ${c.minDeposit}</li>
<li>Số dư được cộng ngay khi thanh toán được xác nhận</li>
</ul>
<h3>Rút tiền</h3>
<ul>
<li>Số tiền rút tối thiểu: ${c.minWithdrawal}</li>
<li>Chúng tôi chỉ chuyển tiền vào tài khoản ngân hàng đứng tên bạn</li>
<li>Phần lớn lệnh rút tiền hoàn tất trong vòng một giờ</li>
</ul>
<p>Bạn cần hoàn thành yêu cầu doanh thu của mọi khoản thưởng trước khi rút tiền.</p>`,

  faqs: `<h2>Câu hỏi thường gặp</h2>
<h3>Làm thế nào để mở tài khoản tại ${c.siteName}?</h3>
<p>Nhấn Đăng ký, chọn ID tài khoản và mật khẩu, rồi xác nhận số điện thoại bằng mã chúng tôi gửi cho bạn.</p>
<h3>Số tiền nạp tối thiểu là bao nhiêu?</h3>
<p>Số tiền nạp tối thiểu là ${c.minDeposit}.</p>
<h3>Rút tiền mất bao lâu?</h3>
<p>Phần lớn lệnh rút tiền hoàn tất trong vòng một giờ. Số tiền rút tối thiểu là ${c.minWithdrawal}.</p>
<h3>Tôi quên mật khẩu. Tôi phải làm gì?</h3>
<p>Chọn Quên mật khẩu trên trang đăng nhập, chúng tôi sẽ gửi mã tới điện thoại của bạn.</p>`,

  term_condition: `<h2>Điều khoản và điều kiện</h2>
<p>Khi mở tài khoản tại ${c.siteName}, bạn đồng ý với các điều khoản sau.</p>
<ol>
<li>Bạn phải đủ 18 tuổi trở lên và được phép chơi trò chơi trực tuyến tại nơi bạn sinh sống.</li>
<li>Mỗi người chơi chỉ được có một tài khoản. Tiền thưởng nhận qua tài khoản trùng lặp sẽ bị hủy.</li>
<li>Số dư của bạn được tính bằng ${c.currency}; số tiền rút tối thiểu là ${c.minWithdrawal}.</li>
<li>Mỗi khoản thưởng có yêu cầu doanh thu ghi trong từng chương trình khuyến mãi.</li>
<li>${c.siteName} có thể tạm khóa tài khoản bị dùng để gian lận hoặc lạm dụng.</li>
</ol>`,
})
