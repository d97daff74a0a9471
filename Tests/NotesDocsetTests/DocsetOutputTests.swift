import Foundation
import Testing

@testable import NotesDocset

/// The docset command replaces its output folder, so it must refuse anything that is not a
/// docset it wrote, before anything is built.
@Suite final class DocsetOutputTests {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "docset-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func refusal(_ output: String, protecting: [String] = []) -> String? {
    do { try DocsetFolder.checkOutput(output, protecting: protecting) } catch { return error.description }
    return nil
  }

  @Test func missingAndEmptyFoldersAndDocsetsAreAccepted() throws {
    #expect(refusal(root + "/New.docset") == nil)
    try FileManager.default.createDirectory(atPath: root + "/Empty.docset", withIntermediateDirectories: true)
    #expect(refusal(root + "/Empty.docset") == nil)
    try FileManager.default.createDirectory(atPath: root + "/Old.docset/Contents/Resources", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: root + "/Old.docset/Contents/Info.plist", contents: Data()))
    #expect(FileManager.default.createFile(atPath: root + "/Old.docset/Contents/Resources/docSet.dsidx", contents: Data()))
    #expect(refusal(root + "/Old.docset/") == nil)
  }

  @Test func aFolderWithOtherFilesIsRefused() throws {
    try FileManager.default.createDirectory(atPath: root + "/Mine", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: root + "/Mine/thesis.tex", contents: Data("x".utf8)))
    let message = try #require(refusal(root + "/Mine"))
    #expect(message.contains("error: is a folder with files in it that is not a docset"))
  }

  @Test func filesLinksAndTheBuildsInputsAreRefused() throws {
    #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data()))
    #expect(refusal(root + "/file")?.contains("is not a folder") == true)
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root)
    #expect(refusal(root + "/link")?.contains("symbolic link") == true)
    try FileManager.default.createDirectory(atPath: root + "/Out/Content", withIntermediateDirectories: true)
    #expect(refusal(root + "/Out", protecting: [root + "/Out/Content"])?.contains("which the build reads") == true)
    #expect(refusal(root + "/missing/X.docset")?.contains("is not a folder") == true)
    #expect(refusal("")?.contains("names no folder") == true)
    #expect(refusal(".")?.contains("names no folder") == true)
  }

  @Test func infoPlistHasTheKeysDashReads() {
    let xml = DocsetInfoPlist.xml()
    for key in ["CFBundleIdentifier", "CFBundleName", "DocSetPlatformFamily", "isDashDocset", "dashIndexFilePath", "isJavaScriptEnabled", "DashDocSetFamily"] {
      #expect(xml.contains("<key>\(key)</key>"))
    }
    #expect(xml.contains("<key>DashDocSetFamily</key>\n\t<string>dashtoc</string>"))
  }

  @Test func feedNamesTheArchiveAndVersion() {
    #expect(
      DocsetFeed.xml(version: "1.2 & 3", baseURL: "https://example.invalid/d")
        == "<entry>\n  <version>1.2 &amp; 3</version>\n  <url>https://example.invalid/d/ScrollNotes.tgz</url>\n</entry>\n")
  }
}
