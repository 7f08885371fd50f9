/// `value` as `Target`, after a metatype cast found that `Value` is `Target`.
///
/// Casting a value to a protocol existential (`view as? any PrimitiveView`) copies a value
/// larger than three words into a heap box, and a render pass makes such casts for nearly
/// every view. Casting the metatype instead (`V.self as? any PrimitiveView.Type`) allocates
/// nothing; a static requirement opened on it then takes the value through this.
///
/// ```swift
/// extension PrimitiveView {
///   static func render<V>(_ view: V, in context: RenderContext) -> [Element] {
///     reinterpret(view, as: Self.self).render(in: context)
///   }
/// }
/// ```
@inline(__always)
func reinterpret<Value, Target>(_ value: Value, as target: Target.Type) -> Target {
  assert(Value.self == Target.self, "\(Value.self) is not \(Target.self)")
  return withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: Target.self) }
}
