/// The version `scrollnotes --version` prints; the one place it is written.
public enum ScrollNotesVersion {
  public static let current = "0.4.0"
}
