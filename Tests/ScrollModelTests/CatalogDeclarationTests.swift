import ScrollModel
import Testing

/// The catalog's declarations, availability and Apple links: what a reference page shows under
/// its title, as the current SDK header and Apple's documentation give it.
@Suite struct CatalogDeclarationTests {
  func entry(_ name: String) throws -> CatalogEntry { try #require(ScrollViewCatalog.entry(named: name)) }

  @Test func methodsShowTheirFullSwiftSignature() throws {
    #expect(try entry("UIScrollView.scrollRectToVisible(_:animated:)").declaration
      == "func scrollRectToVisible(_ rect: CGRect, animated: Bool)")
    #expect(
      try entry("UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)").declaration
        == "optional func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)")
  }

  @Test func everyMethodsNameIsReadFromItsDeclaration() throws {
    for entry in ScrollViewCatalog.entries where entry.kind == .method {
      let signature = try #require(entry.methodSignature, "\(entry.qualifiedName)")
      #expect(signature.name == entry.name)
      #expect(signature.declaration == entry.declaration, "the declaration reads back as written")
    }
  }

  @Test func aSignatureKnowsLabelsNamesTypesAndResult() throws {
    let signature = try #require(MethodSignature("func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool"))
    #expect(signature.parameters == [
      SignatureParameter(label: nil, name: "touches", type: "Set<UITouch>"),
      SignatureParameter(label: "with", name: "event", type: "UIEvent?"),
      SignatureParameter(label: "in", name: "view", type: "UIView"),
    ])
    #expect(signature.returnType == "Bool")
    #expect(signature.prefix == "func")
  }

  @Test func aClosureParameterDoesNotEndTheList() throws {
    let signature = try #require(MethodSignature("func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void)"))
    #expect(signature.parameters == [SignatureParameter(label: "forContentOffsetChanges", name: "changes", type: "() -> Void")])
    #expect(signature.returnType == nil)
    #expect(signature.name == "withScrollIndicatorsShown(forContentOffsetChanges:)")
  }

  @Test func propertiesReadAsApplesPagesShowThem() throws {
    #expect(try entry("UIScrollView.contentInset").declaration == "var contentInset: UIEdgeInsets { get set }")
    #expect(try entry("UIScrollView.adjustedContentInset").declaration == "var adjustedContentInset: UIEdgeInsets { get }")
    #expect(try entry("UIScrollView.delegate").declaration == "weak var delegate: (any UIScrollViewDelegate)? { get set }")
  }

  @Test func availabilityFollowsTheHeader() throws {
    #expect(try entry("UIScrollView.contentInset").availability.iOSVersion == "2.0")
    #expect(try entry("UIScrollView.adjustedContentInset").availability.iOSVersion == "11.0")
    #expect(try entry("UIScrollView.bouncesVertically").availability.introduced.contains(PlatformVersion(.visionOS, "1.1")))
    #expect(try entry("UIScrollView.isPagingEnabled").availability.unavailable == [.tvOS])
    #expect(try entry("UIScrollView.IndexDisplayMode").availability.iOSVersion == nil)
    #expect(try entry("UIScrollView.keyboardDismissMode").availability.unavailable == [.tvOS, .visionOS])
  }

  @Test func deprecatedAPIsSayWhenAndWhatPart() throws {
    let insets = try entry("UIScrollView.scrollIndicatorInsets").availability
    #expect(insets.deprecated == [PlatformVersion(.iOS, "13.0")])
    #expect(insets.deprecatedPart?.en.contains("getter") == true)
    #expect(try entry("UIViewController.automaticallyAdjustsScrollViewInsets").availability.isDeprecated)
    #expect(try entry("UIScrollView.directionalPressGestureRecognizer").availability.deprecated == [PlatformVersion(.tvOS, "11.0")])
    #expect(!(try entry("UIScrollView.contentInset").availability.isDeprecated))
  }

  @Test func appleLinksFollowApplesPathScheme() throws {
    #expect(try entry("UIScrollView").appleDocumentationURL == "https://developer.apple.com/documentation/uikit/uiscrollview")
    #expect(try entry("UIScrollView.contentInset").appleDocumentationURL
      == "https://developer.apple.com/documentation/uikit/uiscrollview/contentinset")
    #expect(try entry("UIScrollView.contentInsetAdjustmentBehavior").appleDocumentationPath
      == "uiscrollview/contentinsetadjustmentbehavior-swift.property")
    #expect(try entry("UIScrollView.ContentInsetAdjustmentBehavior").appleDocumentationPath
      == "uiscrollview/contentinsetadjustmentbehavior-swift.enum")
    #expect(try entry("UIScrollView.DecelerationRate").appleDocumentationPath == "uiscrollview/decelerationrate-swift.struct")
    #expect(try entry("UIScrollViewDelegate.scrollViewDidScroll(_:)").appleDocumentationPath
      == "uiscrollviewdelegate/scrollviewdidscroll(_:)")
  }

  @Test func everyAppleLinkIsUniqueAndLowerCase() {
    let paths = ScrollViewCatalog.entries.map(\.appleDocumentationPath)
    #expect(Set(paths).count == paths.count)
    for path in paths { #expect(path == path.lowercased() && !path.isEmpty && !path.contains(" ")) }
  }

  @Test func theClassKnowsItsPlaceInUIKit() throws {
    let relationships = try #require(try entry("UIScrollView").relationships)
    #expect(relationships.inheritsFrom == "UIView")
    #expect(relationships.conformsTo == ["NSCoding", "UIFocusItemScrollableContainer"])
    #expect(relationships.inheritedBy == ["UITableView", "UICollectionView", "UITextView"])
  }
}
