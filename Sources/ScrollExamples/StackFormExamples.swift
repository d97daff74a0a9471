// A form built from a vertical stack view inside a scroll view (article 16): the recipe, a row
// that grows, and a row that is hidden, with the content size coming out of the layout engine.
import NotesCore
import ScrollLayout
import ScrollModel

enum StackFormExamples {
  static let all: [Example] = [verticalForm, growingRow, hiddenRow, hiddenRowRequired]

  static let apis = ["UIScrollView.contentLayoutGuide", "UIScrollView.frameLayoutGuide", "UIScrollView.contentSize"]

  static let verticalForm = Example(
    id: "stackform.vertical-form", en: "A form in a vertical stack view", zh: "竖直堆栈视图里的表单", apis: apis
  ) { out in
    // example: stackform.vertical-form
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)

    let title = UILabel()
    let name = UITextField()
    let email = UITextField()
    let phone = UITextField()
    let company = UITextField()
    let street = UITextField()
    let city = UITextField()
    let notes = UIView()
    let agree = UISwitch()
    let cancel = UIButton()
    let save = UIButton()
    // 横向的堆栈视图：两个按钮等宽，中间隔 12。
    // A horizontal stack: two buttons of equal width, 12 apart.
    let buttons = UIStackView(arrangedSubviews: [cancel, save])
    buttons.distribution = .fillEqually
    buttons.spacing = 12

    let stack = UIStackView(arrangedSubviews: [title, name, email, phone, company, street, city, notes, agree, buttons])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      // 四条边连到内容区域：堆栈视图的大小就是 contentSize（加上边距）。
      // Four edges to the content area: the stack's size (plus the margins) is the contentSize.
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      // 宽度连到 frame：表单只能竖着滚。
      // Width to the frame: the form scrolls vertically only.
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
      // 模型没有固有尺寸（intrinsic content size），所以每一行用约束说明自己的高度。
      // The model has no intrinsic content size, so each row states its height with a constraint.
      title.heightAnchor.constraint(equalToConstant: 28),
      name.heightAnchor.constraint(equalToConstant: 44),
      email.heightAnchor.constraint(equalToConstant: 44),
      phone.heightAnchor.constraint(equalToConstant: 44),
      company.heightAnchor.constraint(equalToConstant: 44),
      street.heightAnchor.constraint(equalToConstant: 44),
      city.heightAnchor.constraint(equalToConstant: 44),
      notes.heightAnchor.constraint(equalToConstant: 240),
      agree.heightAnchor.constraint(equalToConstant: 44),
      cancel.heightAnchor.constraint(equalToConstant: 50),
    ])
    view.layoutIfNeeded()
    // end example
    out.record("contentSize", scrollView.contentSize)
    out.record("contentOffsetRange", scrollView.contentOffsetRange)
    // Why the height is what it is: rows, gaps between them, and the margins around the stack.
    let rowHeights = stack.arrangedSubviews.map(\.frame.height)
    out.record("rowCount", rowHeights.count)
    out.record("rowHeightSum", rowHeights.reduce(0, +))
    out.record("spacing", stack.spacing)
    out.record("gapCount", rowHeights.count - 1)
    out.record("spacingTotal", Double(rowHeights.count - 1) * stack.spacing)
    out.record("margins", scrollView.contentSize.height - stack.frame.height)
    out.record("ambiguous", LayoutReadout.ambiguous(["scrollView": scrollView, "stack": stack, "buttons": buttons]))
    out.record("diagnostics", LayoutReadout.diagnostics(view))
    LayoutReadout.record(
      ["stack": stack, "title": title, "name": name, "email": email, "phone": phone, "company": company,
       "street": street, "city": city, "notes": notes, "agree": agree, "buttons": buttons, "cancel": cancel,
       "save": save],
      in: scrollView, into: &out)
  }

  static let growingRow = Example(
    id: "stackform.growing-row", en: "A row that grows", zh: "会长高的一行", apis: apis
  ) { out in
    let form = StackForm(rows: [("name", 44), ("notes", 88), ("save", 50)])
    form.view.layoutIfNeeded()
    let before = form.scrollView.contentSize.height
    out.record("before", form.sizes)
    // example: stackform.growing-row
    // form 按第一个例子的做法搭好：滚动视图里的竖直堆栈视图，间距 12，三行 name、notes、save。
    // form is built with the first example's recipe: a vertical stack, spacing 12, in a scroll view, rows name, notes, save.
    // 备注框随输入的文字变高：只改它的高度约束的 constant。
    // The notes box grows with the text typed into it: only its height constraint's constant changes.
    let notesHeight = form.heightConstraint(of: "notes")
    notesHeight.constant = 600
    form.view.layoutIfNeeded()
    // end example
    out.record("after", form.sizes)
    out.record("growth", form.scrollView.contentSize.height - before)
    out.record("diagnostics", LayoutReadout.diagnostics(form.view))
    LayoutReadout.record(form.namedViews, in: form.scrollView, into: &out)
  }

  static let hiddenRow = Example(
    id: "stackform.hidden-row", en: "Hiding a row", zh: "隐藏一行", apis: apis
  ) { out in
    let form = StackForm(rows: [("name", 44), ("company", 44), ("email", 44), ("save", 50)], optional: "company")
    form.view.layoutIfNeeded()
    let shown = form.scrollView.contentSize.height
    out.record("shown", form.sizes)
    // example: stackform.hidden-row
    // 同样的做法，四行 name、company、email、save；company 的高度约束优先级是 999。
    // The same recipe with rows name, company, email, save; company's height constraint has priority 999.
    // 隐藏后，它的高度让位给堆栈视图的 UISV-hiding（高度 0）。
    // Once hidden, its height gives way to the stack's UISV-hiding (height 0).
    let company = form.row("company")
    company.isHidden = true
    form.view.layoutIfNeeded()
    // end example
    out.record("hidden", form.sizes)
    out.record("shrink", shown - form.scrollView.contentSize.height)
    out.record("companyHeightPriority", Double(form.heightConstraint(of: "company").priority.rawValue))
    out.record("diagnostics", LayoutReadout.diagnostics(form.view))
    LayoutReadout.record(form.namedViews, in: form.scrollView, into: &out)
  }

  static let hiddenRowRequired = Example(
    id: "stackform.hidden-row-required", en: "Hiding a row whose height is required", zh: "隐藏高度为必需约束的一行",
    apis: apis
  ) { out in
    let form = StackForm(rows: [("name", 44), ("company", 44), ("email", 44), ("save", 50)])
    form.view.layoutIfNeeded()
    // example: stackform.hidden-row-required
    // 这次 company 的高度约束是必需的（1000），和 UISV-hiding 的高度 0 冲突。
    // This time company's height constraint is required (1000) and contradicts UISV-hiding's height of 0.
    let company = form.row("company")
    company.isHidden = true
    form.view.layoutIfNeeded()
    // end example
    out.record("hidden", form.sizes)
    out.record("brokenConstraint", form.heightConstraint(of: "company").formula)
    out.record("diagnostics", LayoutReadout.diagnostics(form.view))
  }
}
