/// Every example, in the order the examples index lists them (by article, then the ones only API
/// pages show). Ids are unique (tested).
public enum ExampleRegistry {
  public static let all: [Example] =
    OffsetExamples.all + ContentSizeExamples.all + ConstraintExamples.all + InsetExamples.all
    + LegacyExamples.all + ScrollingExamples.all + TouchExamples.all + PhysicsExamples.all + ZoomExamples.all
    + KeyboardExamples.all + HeaderExamples.all + DragExamples.all + IndicatorExamples.all + StateExamples.all
    + RecentMemberExamples.all + EndingExamples.all + CardExamples.all + NestedExamples.all + RefreshExamples.all
    + CentringExamples.all
    + StackFormExamples.all

  public static func example(id: String) -> Example? { all.first { $0.id == id } }
}
