import Testing

@Suite struct PlaceholderTasksTests {
  @Test func builds() {}
}
