/// Every example, in the order the examples index lists them. Ids are unique (tested).
public enum ExampleRegistry {
  public static let all: [Example] = []

  public static func example(id: String) -> Example? { all.first { $0.id == id } }
}
