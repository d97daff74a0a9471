import NotesBook
import NotesCore
import NotesExtraction
import ScrollExamples
import ScrollModel
import Testing

@Suite struct LayoutScriptRunnerTests {
  let screen = Size(width: 375, height: 667)

  /// The file's code blocks that activate constraints (a class that only declares a scroll
  /// view also yields a script, with no constraints).
  func snippets(in file: String) -> [LayoutScript] {
    ContentCorpus.layoutSnippets.filter { $0.file == file && !$0.script.constraints.isEmpty }.map(\.script)
  }

  func run(_ script: LayoutScript) -> LayoutRunResult {
    let result = LayoutScriptRunner.run(script, rootSize: screen)
    #expect(result.errors.isEmpty, "\(result.errors)")
    return result
  }

  @Test func everyArticleSnippetRunsWithoutMappingErrors() {
    let all = ContentCorpus.layoutSnippets
    #expect(!all.isEmpty)
    for snippet in all {
      let result = LayoutScriptRunner.run(snippet.script, rootSize: screen)
      #expect(result.errors.isEmpty, "\(snippet.file) snippet \(snippet.index): \(result.errors)")
    }
  }

  /// The layout examples the articles embed in place of snippets: the runner on the shown code
  /// and the Swift example agree. (`layout.conflicting-widths` activates a `constraints`
  /// array kept in a variable, which the extractor does not follow.)
  @Test func layoutExamplesAgreeWithTheRunnerOnTheirShownCode() throws {
    let ids = [
      "contentsize.tall-box", "contentsize.pinned-to-outer-view", "contentsize.stacked-views",
      "contentsize.centered-fields", "layout.priority-hierarchy", "stackform.vertical-form",
    ]
    for id in ids {
      let script = try #require(ContentCorpus.exampleLayoutScript(id), "\(id) has no layout statements")
      let output = try #require(ExampleRegistry.example(id: id)).run()
      let result = LayoutScriptRunner.run(script, rootSize: screen)
      #expect(result.errors.isEmpty, "\(id): \(result.errors)")
      if let size = result.contentSize(of: "scrollView"), output.value(at: "contentSize") != nil {
        #expect(output.value(at: "contentSize") == size.json, "\(id) contentSize")
      }
      for member in output.value(at: "frames")?.objectValue ?? [] {
        #expect(result.frame(of: member.key)?.json == member.value, "\(id) frame of \(member.key)")
      }
    }
  }

  @Test func theTallBoxExampleGivesItsContentSizeAndReportsTheFreeX() throws {
    let script = try #require(ContentCorpus.exampleLayoutScript("contentsize.tall-box"))
    let result = run(script)
    #expect(result.contentSize(of: "scrollView") == Size(width: 375, height: 1100))
    #expect(result.ambiguous == ["box.x"])
    #expect(result.frame(of: "box")?.minY == 1000)
    #expect(result.diagnostics.contains { $0.message.contains("box has an ambiguous frame") })
  }

  @Test func theKeyboardGuideExampleFillsTheScreenWhileTheKeyboardIsHidden() throws {
    let script = try #require(ContentCorpus.exampleLayoutScript("keyboard.layout-guide"))
    #expect(run(script).frame(of: "scrollView") == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func theFloatingHeaderExampleGivesSixteenHundredPointsOfContent() throws {
    let script = try #require(ContentCorpus.exampleLayoutScript("header.floating-header"))
    // The code switches autoresizing off in a `for v in [...]` loop, which the extractor expands.
    let result = run(script)
    #expect(result.contentSize(of: "scrollView") == Size(width: 375, height: 1600))
    #expect(result.frame(of: "c") == Rect(x: 0, y: 150, width: 375, height: 50))
  }

  @Test func theBeforeAndAfterLayoutExampleGivesTheTallBoxSize() throws {
    let script = try #require(ContentCorpus.exampleLayoutScript("contentsize.before-and-after-layout"))
    let result = run(script)
    #expect(result.contentSize(of: "scrollView") == Size(width: 375, height: 1100))
    #expect(result.ambiguous.isEmpty)
  }

  @Test func theNotesSampleSnippetSizesTheContentFromTheCard() throws {
    let text = try #require(ContentCorpus.text("Tests/NotesExtractionTests/Fixtures/notes-sample.md"))
    let page = NotesExtractor.extract(text: text, file: "notes-sample.md").page
    var scripts: [LayoutScript] = []
    for article in page.articles {
      for section in article.sections {
        for case .code(let sample) in section.blocks { if let layout = sample.layout { scripts.append(layout) } }
      }
    }
    let script = try #require(scripts.first)
    let result = run(script)
    // card: 800 below the content view's top, 240 tall, 40 above its bottom.
    #expect(result.contentSize(of: "scrollView") == Size(width: 375, height: 1080))
    #expect(result.frame(of: "card") == Rect(x: 16, y: 800, width: 343, height: 240))
  }

  @Test func unknownNamesAndAnchorsAreReportedNotGuessed() {
    var script = LayoutScript()
    script.views = [LayoutView(name: "label", className: "UILabel", location: nil)]
    script.subviews = [SubviewLink(parent: "view", child: "label", location: nil)]
    script.autoresizingDisabled = ["label"]
    script.constraints = [
      AnchorConstraint(item: "label", attribute: "firstBaseline", relation: .equal, item2: "view", attribute2: "top",
                       location: SourceLocation(line: 3, column: 5)),
      AnchorConstraint(item: "other", attribute: "top", relation: .equal, item2: "view", attribute2: "top", location: nil),
      AnchorConstraint(item: "label", attribute: "top", relation: .equal, item2: "view", attribute2: "leading", location: nil),
    ]
    let result = LayoutScriptRunner.run(script, rootSize: screen)
    #expect(result.frames.isEmpty)
    #expect(result.errors.map(\.description) == [
      "3:5: the model has no `firstBaselineAnchor` (baselines need text layout)",
      "`other` is not a view created in this snippet",
      "cannot relate label.top to view.leading",
    ])
  }

  @Test func priorityAndInactiveConstraintsAreHonoured() {
    var script = LayoutScript()
    script.views = [LayoutView(name: "a", className: "UIView", location: nil)]
    script.subviews = [SubviewLink(parent: "view", child: "a", location: nil)]
    script.autoresizingDisabled = ["a"]
    script.constraints = [
      AnchorConstraint(item: "a", attribute: "top", relation: .equal, item2: "view", attribute2: "top", location: nil),
      AnchorConstraint(item: "a", attribute: "leading", relation: .equal, item2: "view", attribute2: "leading", location: nil),
      AnchorConstraint(item: "a", attribute: "height", relation: .equal, item2: "a", attribute2: "width", multiplier: 2000, location: nil),
      AnchorConstraint(item: "a", attribute: "width", relation: .equal, item2: nil, attribute2: nil, constant: 1, priority: 750, location: nil),
      AnchorConstraint(item: "a", attribute: "height", relation: .equal, item2: nil, attribute2: nil, constant: 0, priority: 250, location: nil),
      AnchorConstraint(item: "a", attribute: "width", relation: .equal, item2: nil, attribute2: nil, constant: 7, isActivated: false, location: nil),
    ]
    let result = LayoutScriptRunner.run(script, rootSize: screen)
    #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 1, height: 2000))
  }

  @Test func aStackScriptArrangesItsRowsAndDropsAHiddenOne() {
    let (script, diagnostics) = LayoutSnippetReading.read(Array("""
      let scrollView = UIScrollView()
      let a = UIView()
      let b = UIView()
      let c = UIView()
      let stack = UIStackView(arrangedSubviews: [a, b, c])
      stack.axis = .vertical
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      scrollView.addSubview(stack)
      b.isHidden = true
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        a.heightAnchor.constraint(equalToConstant: 100),
        c.heightAnchor.constraint(equalToConstant: 300),
      ])
      """.utf8))
    #expect(diagnostics.isEmpty)
    let result = run(script)
    // 100 + 10 + 300: b is hidden, so one gap only.
    #expect(result.contentSize(of: "scrollView") == Size(width: 375, height: 410))
    #expect(result.frame(of: "c") == Rect(x: 0, y: 110, width: 375, height: 300))
    #expect(result.frame(of: "b")?.height == 0)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func aStackSettingTheModelDoesNotHaveIsAMappingError() {
    let (script, _) = LayoutSnippetReading.read(Array("""
      let a = UIView()
      let stack = UIStackView(arrangedSubviews: [a])
      stack.distribution = .fillProportionally
      """.utf8))
    let result = LayoutScriptRunner.run(script, rootSize: screen)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.message.contains("`distribution = .fillProportionally` is not modelled") == true)
    #expect(result.errors.first?.location?.line == 3)
  }
}
